// The submissions of the chosen days as an editor reads them: each one's form, when it came, and everything
// the visitor sent ("Everything sent", kept as JSON) as labelled fields, not code. The newest 20, read through
// the Content Manager's list API on the editor's session.
import { useEffect, useState } from 'react';
import { Box, Flex, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { whenText } from './entries';

const UID = 'api::form-submission.form-submission';
type Submission = { documentId: string; createdAt: string; formType: string | null; email: string | null; formData: Record<string, unknown> | null };

/** `preferredContact` → "Preferred contact". */
const inWords = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase().replace(/^./, (first) => first.toUpperCase());
const valueText = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'boolean'
      ? value ? 'Yes' : 'No'
      : Array.isArray(value)
        ? value.map(valueText).join(', ')
        : typeof value === 'object'
          ? Object.entries(value).map(([name, inner]) => `${inWords(name)}: ${valueText(inner)}`).join('; ')
          : String(value);

function SentFields({ formData }: { formData: Record<string, unknown> }) {
  return (
    <Box tag="dl" paddingTop={2}>
      {Object.entries(formData).map(([name, value]) => (
        <Flex key={name} gap={2} alignItems="baseline" paddingBottom={1}>
          <Box tag="dt" minWidth="16rem"><Typography variant="omega" fontWeight="bold">{inWords(name)}</Typography></Box>
          <Box tag="dd"><Typography variant="omega">{valueText(value)}</Typography></Box>
        </Flex>
      ))}
    </Box>
  );
}

export function SubmissionsView({ from, to }: { from: string; to: string }) {
  const { get } = useFetchClient();
  const [submissions, setSubmissions] = useState<Submission[] | null>(null);
  useEffect(() => {
    const query = new URLSearchParams({ page: '1', pageSize: '20', sort: 'createdAt:DESC' });
    // The same days the export takes (UTC, "to" included).
    if (from) query.set('filters[createdAt][$gte]', `${from}T00:00:00.000Z`);
    if (to) query.set('filters[createdAt][$lt]', new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString());
    get<{ results: Submission[] }>(`/content-manager/collection-types/${UID}?${query}`)
      .then(({ data }) => setSubmissions(data.results))
      .catch(() => setSubmissions(null));
  }, [get, from, to]);
  if (!submissions) return null;
  return (
    <Box paddingTop={6}>
      <Typography variant="delta" tag="h2">{`Submissions on these days (${submissions.length === 20 ? 'newest 20' : submissions.length})`}</Typography>
      {submissions.length === 0 ? <Typography tag="p">None.</Typography> : null}
      {submissions.map((submission) => (
        <Box key={submission.documentId} tag="article" marginTop={4} padding={4} background="neutral0" hasRadius shadow="tableShadow">
          <Typography variant="epsilon" fontWeight="bold" tag="h3">{`${inWords(submission.formType ?? 'form')} form — ${whenText(submission.createdAt)}`}</Typography>
          {submission.formData && typeof submission.formData === 'object' ? <SentFields formData={submission.formData} /> : <Typography tag="p">{submission.email ?? ''}</Typography>}
        </Box>
      ))}
    </Box>
  );
}
