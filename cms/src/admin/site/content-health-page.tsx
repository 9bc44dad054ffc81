// Every block the site skips, published and in drafts, with what to fix and a link to the entry. The CMS asks
// the site (GET /admin/site/content-health) so the site's secret stays on the server.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Box, Flex, Typography } from '@strapi/design-system';
import { Layouts, Page, useFetchClient } from '@strapi/strapi/admin';

type Skip = { page: string; path: string; blockKind: string; position: number; field?: string; message: string; status: 'draft' | 'published'; adminUrl: string | null };
type Report = { checkedAt: string; healthy: boolean; published: Skip[]; drafts: Skip[]; draftsError: string | null };

function SkipList({ title, skips }: { title: string; skips: Skip[] }) {
  return (
    <Box paddingBottom={6}>
      <Typography variant="delta" tag="h2">{`${title} (${skips.length})`}</Typography>
      {skips.length === 0 ? (
        <Typography tag="p">Nothing skipped.</Typography>
      ) : (
        <ul>
          {skips.map((skip) => (
            <li key={`${skip.status}-${skip.page}-${skip.position}`}>
              <Box paddingTop={2}>
                <Typography fontWeight="bold">{`${skip.path} — block ${skip.position + 1}, ${skip.blockKind}`}</Typography>
                <Typography tag="p">{skip.message}</Typography>
                {skip.adminUrl ? <Link to={skip.adminUrl.replace(/^\/admin/, '')}>Open the entry</Link> : null}
              </Box>
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}

export default function ContentHealthPage() {
  const { get } = useFetchClient();
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    get<{ data: Report }>('/admin/site/content-health')
      .then(({ data }) => setReport(data.data))
      .catch((failure: { response?: { data?: { error?: { message?: string } } }; message?: string }) => setError(failure.response?.data?.error?.message ?? failure.message ?? 'The check failed'));
  }, [get]);
  return (
    <Page.Main>
      <Page.Title>Content health</Page.Title>
      <Layouts.Header title="Content health" subtitle="Blocks the site does not show, and why. Fix the field named, save, and the block comes back." />
      <Layouts.Content>
        {error ? <Typography textColor="danger600">{error}</Typography> : null}
        {!report && !error ? <Typography>Checking…</Typography> : null}
        {report ? (
          <Flex direction="column" alignItems="stretch">
            <Typography tag="p">{report.healthy ? 'Every block is shown.' : 'Some blocks are not shown on the site.'}</Typography>
            <SkipList title="On the live site" skips={report.published} />
            <SkipList title="In drafts" skips={report.drafts} />
            {report.draftsError ? <Typography textColor="danger600">{report.draftsError}</Typography> : null}
          </Flex>
        ) : null}
      </Layouts.Content>
    </Page.Main>
  );
}
