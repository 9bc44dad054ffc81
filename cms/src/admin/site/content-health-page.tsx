// Every block the site skips, published and in drafts, with what to fix and a link to the entry. The CMS asks
// the site (GET /admin/site/content-health) so the site's secret stays on the server.
import { useEffect, useState } from 'react';
import { Box, Flex, Typography } from '@strapi/design-system';
import { Layouts, Page, useFetchClient } from '@strapi/strapi/admin';
import { TextLink } from './text-link';

type Skip = { page: string; path: string; blockKind: string; position: number; field?: string; message: string; status: 'draft' | 'published'; adminUrl: string | null };
type Report = { checkedAt: string; healthy: boolean; published: Skip[]; drafts: Skip[]; draftsError: string | null };

function SkipList({ title, skips }: { title: string; skips: Skip[] }) {
  return (
    <Box paddingBottom={6}>
      <Typography variant="delta" tag="h2">{`${title} (${skips.length})`}</Typography>
      {skips.length === 0 ? (
        <Box paddingTop={2}><Typography tag="p">Nothing skipped.</Typography></Box>
      ) : (
        <ul>
          {skips.map((skip) => (
            <li key={`${skip.status}-${skip.page}-${skip.position}`}>
              <Box marginTop={3} padding={4} background="neutral0" hasRadius shadow="tableShadow">
                <Typography fontWeight="bold" tag="p">{`${skip.path} — block ${skip.position + 1}, ${skip.blockKind}`}</Typography>
                <Box paddingTop={1} paddingBottom={2}><Typography tag="p">{skip.message}</Typography></Box>
                {skip.adminUrl ? <TextLink to={skip.adminUrl.replace(/^\/admin/, '')}>Open the entry</TextLink> : null}
              </Box>
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}

const summaryOf = (report: Report) =>
  report.published.length > 0
    ? 'Some blocks are not shown on the live site: fix them first.'
    : report.drafts.length > 0
      ? 'Every published block is shown. Some drafts have blocks that would be hidden if published as they are.'
      : 'Every block is shown.';

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
            <Box paddingBottom={6}><Typography tag="p" fontWeight="semiBold">{summaryOf(report)}</Typography></Box>
            <SkipList title="On the live site" skips={report.published} />
            <SkipList title="In drafts" skips={report.drafts} />
            {report.draftsError ? <Typography textColor="danger600">{report.draftsError}</Typography> : null}
          </Flex>
        ) : null}
      </Layouts.Content>
    </Page.Main>
  );
}
