// "Scheduled": what is still to be published or unpublished, soonest first, with a link to each entry; and a
// group of pages and articles scheduled together (a sale's pages go live and end at the same moment). Backed by
// GET and POST /admin/site/schedule.
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Checkbox, Field, Flex, Table, Tbody, Td, TextInput, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { Layouts, Page, useFetchClient } from '@strapi/strapi/admin';
import { KIND, entryUrl, failureText, useEntries, whenText } from './entries';
import { TextLink } from './text-link';

type Scheduled = { contentType: string; documentId: string; title: string | null; slug?: string; publishAt: string | null; unpublishAt: string | null };
const key = (entry: { contentType: string; documentId: string }) => `${entry.contentType}/${entry.documentId}`;

function ScheduledTable({ rows }: { rows: Scheduled[] }) {
  if (rows.length === 0) return <Typography tag="p">Nothing is scheduled.</Typography>;
  return (
    <Table colCount={4} rowCount={rows.length + 1}>
      <Thead>
        <Tr>
          <Th><Typography variant="sigma">Entry</Typography></Th>
          <Th><Typography variant="sigma">Publish at</Typography></Th>
          <Th><Typography variant="sigma">Unpublish at</Typography></Th>
          <Th><Typography variant="sigma">Open</Typography></Th>
        </Tr>
      </Thead>
      <Tbody>
        {rows.map((row) => (
          <Tr key={key(row)}>
            <Td><Typography>{`${row.title ?? row.slug} (${KIND[row.contentType]}, /${row.slug ?? ''})`}</Typography></Td>
            <Td><Typography>{whenText(row.publishAt)}</Typography></Td>
            <Td><Typography>{whenText(row.unpublishAt)}</Typography></Td>
            <Td><TextLink to={entryUrl(row.contentType, row.documentId)}>Open the entry</TextLink></Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}

function GroupSchedule({ onScheduled }: { onScheduled: () => void }) {
  const { post } = useFetchClient();
  const { entries, error: listError } = useEntries();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [publishAt, setPublishAt] = useState('');
  const [unpublishAt, setUnpublishAt] = useState('');
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const toggle = (id: string, on: boolean) => setChosen((current) => new Set([...current].filter((other) => other !== id).concat(on ? [id] : [])));
  const schedule = async () => {
    const picked = (entries ?? []).filter((entry) => chosen.has(key(entry)));
    // datetime-local is the editor's own clock; the CMS keeps UTC.
    const times = Object.fromEntries(([['publishAt', publishAt], ['unpublishAt', unpublishAt]] as const).filter(([, value]) => value).map(([name, value]) => [name, new Date(value).toISOString()]));
    try {
      await post('/admin/site/schedule', { entries: picked.map(({ contentType, documentId }) => ({ contentType, documentId })), ...times });
      setMessage({ text: `Scheduled ${picked.length} ${picked.length === 1 ? 'entry' : 'entries'}.`, failed: false });
      setChosen(new Set());
      onScheduled();
    } catch (failure) {
      setMessage({ text: failureText(failure, 'Scheduling failed; try again.'), failed: true });
    }
  };
  return (
    <Box paddingTop={8}>
      <Typography variant="delta" tag="h2">Schedule several entries together</Typography>
      <Typography tag="p" textColor="neutral600">Tick the pages and articles of a sale, set when they go live and when they end, and schedule them in one go. A time left empty keeps each entry's own.</Typography>
      <Flex gap={4} alignItems="flex-end" paddingTop={4}>
        <Field.Root name="publishAt">
          <Field.Label>Publish at</Field.Label>
          <TextInput type="datetime-local" value={publishAt} onChange={(event: { target: { value: string } }) => setPublishAt(event.target.value)} />
        </Field.Root>
        <Field.Root name="unpublishAt">
          <Field.Label>Unpublish at</Field.Label>
          <TextInput type="datetime-local" value={unpublishAt} onChange={(event: { target: { value: string } }) => setUnpublishAt(event.target.value)} />
        </Field.Root>
        <Button onClick={schedule} disabled={chosen.size === 0 || (!publishAt && !unpublishAt)}>{`Schedule ${chosen.size} selected`}</Button>
      </Flex>
      {message ? <Box paddingTop={2}><Typography textColor={message.failed ? 'danger600' : 'success600'}>{message.text}</Typography></Box> : null}
      {listError ? <Typography textColor="danger600">{listError}</Typography> : null}
      {/* The list scrolls on its own, so the times and the button stay in view. */}
      <Box marginTop={4} padding={4} background="neutral0" hasRadius shadow="tableShadow" maxHeight="36rem" overflow="auto">
        {(entries ?? []).map((entry) => (
          <Box key={key(entry)} paddingBottom={2}>
            <Checkbox checked={chosen.has(key(entry))} onCheckedChange={(on: boolean) => toggle(key(entry), on === true)}>
              {`${entry.title} (${KIND[entry.contentType]}, /${entry.slug})${entry.status === 'draft' ? ' — draft' : ''}`}
            </Checkbox>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export default function ScheduledPage() {
  const { get } = useFetchClient();
  const [rows, setRows] = useState<Scheduled[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    get<{ data: Scheduled[] }>('/admin/site/schedule')
      .then(({ data }) => setRows(data.data))
      .catch((failure) => setError(failureText(failure, 'The schedule could not be read; reload to try again.')));
  }, [get]);
  useEffect(load, [load]);
  return (
    <Page.Main>
      <Page.Title>Scheduled</Page.Title>
      <Layouts.Header title="Scheduled" subtitle="Pages and articles the CMS will publish or unpublish by itself, soonest first. Times are in your time zone." />
      <Layouts.Content>
        {error ? <Typography textColor="danger600">{error}</Typography> : null}
        {rows ? <ScheduledTable rows={rows} /> : !error ? <Typography>Reading the schedule…</Typography> : null}
        <GroupSchedule onScheduled={load} />
      </Layouts.Content>
    </Page.Main>
  );
}
