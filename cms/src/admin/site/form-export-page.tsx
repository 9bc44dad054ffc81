// "Export CSV" for form submissions: the days to export and a button; the file comes from
// GET /admin/site/form-submissions/export.csv on the editor's own admin session. Below, the submissions of
// those days with everything each visitor sent, as fields.
import { useState } from 'react';
import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { Layouts, Page, useFetchClient } from '@strapi/strapi/admin';
import { DayRangeFields } from './day-range-fields';
import { saveDownload } from './save-download';
import { SubmissionsView } from './submissions-view';

export default function FormExportPage() {
  const { get } = useFetchClient();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const exportCsv = async () => {
    setError(null);
    const query = new URLSearchParams(Object.entries({ from, to }).filter(([, day]) => day !== ''));
    try {
      const { data } = await get<Blob>(`/admin/site/form-submissions/export.csv?${query}`, { responseType: 'blob' });
      saveDownload(data, `form-submissions${from || to ? `-${[from, to].filter(Boolean).join('_to_')}` : ''}.csv`);
    } catch (failure) {
      setError((failure as { status?: number }).status === 403 ? 'Your role may not export form submissions.' : 'The export failed; try again.');
    }
  };
  return (
    <Page.Main>
      <Page.Title>Form export</Page.Title>
      <Layouts.Header title="Form export" subtitle="Form submissions as a spreadsheet (CSV). Leave a day empty for no limit on that side." />
      <Layouts.Content>
        <Flex gap={4} alignItems="flex-end">
          <DayRangeFields from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
          <Button onClick={exportCsv}>Export CSV</Button>
        </Flex>
        <Box paddingTop={4}>
          <Typography tag="p">Mobile numbers keep their leading zero in Excel, LibreOffice and Google Sheets.</Typography>
          {error ? <Typography textColor="danger600">{error}</Typography> : null}
        </Box>
        <SubmissionsView from={from} to={to} />
      </Layouts.Content>
    </Page.Main>
  );
}
