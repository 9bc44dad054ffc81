// "Funnel": what shoppers do on the way to an order, from the site's own analytics (GET /admin/site/funnel, which
// asks the site with its token). By day or week over the chosen days: visits, how many reach /buy and each step of
// V1.0 and V1.1, add to cart, start checkout and order; Find my size's part; where visits start, which pages lead
// to /buy, and campaigns. Charts with their figures beside them, and the same figures as CSV.
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { Layouts, Page, useFetchClient } from '@strapi/strapi/admin';
import { type Bar, HorizontalBars, PeriodColumns, RankedTable } from './funnel-charts';
import { DayRangeFields } from './day-range-fields';
import { saveDownload } from './save-download';

type Figures = {
  visits: number;
  buyVisits: number;
  steps: { old: Record<string, number>; new: Record<string, number> };
  addedToCart: number;
  checkoutStarted: number;
  orderedVisits: number;
  orders: number;
  revenue: { currency: string; amount: string }[];
  finder: { used: number; setChosen: number; ordered: number };
};
type Report = {
  from: string;
  to: string;
  by: 'day' | 'week';
  timeZone: string;
  periods: (Figures & { start: string; end: string })[];
  total: Figures;
  entryPages: { name: string; visits: number }[];
  pagesBeforeBuy: { name: string; visits: number }[];
  campaigns: { campaign: string; visits: number; buyVisits: number; orderedVisits: number }[];
};

const share = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)} %` : '');

function flowBars(total: Figures): Bar[] {
  const ofVisits = (value: number) => share(value, total.visits);
  return [
    { label: 'Visits', value: total.visits },
    { label: 'Reached /buy', value: total.buyVisits, note: ofVisits(total.buyVisits) },
    ...Object.entries(total.steps.new).map(([step, value]) => ({ label: `V1.1 step ${step}`, value, note: ofVisits(value) })),
    ...Object.entries(total.steps.old).map(([step, value]) => ({ label: `V1.0 step ${step}`, value, note: ofVisits(value) })),
    { label: 'Added to cart', value: total.addedToCart, note: ofVisits(total.addedToCart) },
    { label: 'Started checkout', value: total.checkoutStarted, note: ofVisits(total.checkoutStarted) },
    { label: 'Ordered', value: total.orderedVisits, note: ofVisits(total.orderedVisits) },
  ];
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box padding={4} background="neutral0" hasRadius shadow="tableShadow" style={{ minWidth: 150 }}>
      <Typography variant="pi" textColor="neutral600" tag="p">{label}</Typography>
      <Typography variant="beta" tag="p">{value}</Typography>
    </Box>
  );
}

export default function FunnelPage() {
  const { get } = useFetchClient();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [by, setBy] = useState<'day' | 'week'>('day');
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);
  const query = useCallback(
    (format?: 'csv') => new URLSearchParams(Object.entries({ from, to, by, format: format ?? '' }).filter(([, value]) => value !== '')).toString(),
    [from, to, by],
  );
  const messageOf = (failure: unknown) =>
    (failure as { status?: number }).status === 403
      ? 'Your role may not read the funnel.'
      : ((failure as { response?: { data?: { error?: { message?: string } } } }).response?.data?.error?.message ?? 'The funnel could not be read; try again.');

  useEffect(() => {
    setError(null);
    get<{ data: Report }>(`/admin/site/funnel?${query()}`)
      .then(({ data }) => setReport(data.data))
      .catch((failure: unknown) => setError(messageOf(failure)));
  }, [get, query]);

  const downloadCsv = async () => {
    try {
      const { data } = await get<Blob>(`/admin/site/funnel?${query('csv')}`, { responseType: 'blob' });
      saveDownload(data, `funnel-${report?.from ?? from}-to-${report?.to ?? to}-by-${by}.csv`);
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  const total = report?.total;
  return (
    <Page.Main>
      <Page.Title>Funnel</Page.Title>
      <Layouts.Header title="Funnel" subtitle="What visitors do on the way to an order. A visit is one visitor on one day; no cookie is needed to count it." />
      <Layouts.Content>
        <Flex gap={4} alignItems="flex-end" wrap="wrap">
          <DayRangeFields from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
          <Button variant={by === 'day' ? 'default' : 'tertiary'} onClick={() => setBy('day')} aria-pressed={by === 'day'}>By day</Button>
          <Button variant={by === 'week' ? 'default' : 'tertiary'} onClick={() => setBy('week')} aria-pressed={by === 'week'}>By week</Button>
          <Button variant="secondary" onClick={downloadCsv}>Download CSV</Button>
        </Flex>
        {error ? <Box paddingTop={4}><Typography textColor="danger600">{error}</Typography></Box> : null}
        {!report && !error ? <Box paddingTop={4}><Typography>Reading the funnel…</Typography></Box> : null}
        {report && total ? (
          <Box paddingTop={6}>
            <Typography variant="pi" textColor="neutral600" tag="p">{`${report.from} to ${report.to}, days in ${report.timeZone}.`}</Typography>
            <Flex gap={4} paddingTop={4} paddingBottom={6} wrap="wrap">
              <Figure label="Visits" value={total.visits.toLocaleString('en-AU')} />
              <Figure label="Reached /buy" value={`${total.buyVisits.toLocaleString('en-AU')} (${share(total.buyVisits, total.visits) || '–'})`} />
              <Figure label="Added to cart" value={total.addedToCart.toLocaleString('en-AU')} />
              <Figure label="Orders" value={total.orders.toLocaleString('en-AU')} />
              {total.revenue.map((money) => <Figure key={money.currency} label={`Revenue (${money.currency})`} value={`$${Number(money.amount).toLocaleString('en-AU', { minimumFractionDigits: 2 })}`} />)}
            </Flex>
            <HorizontalBars title="The way to an order" bars={flowBars(total)} />
            <PeriodColumns title={report.by === 'week' ? 'Visits and orders by week' : 'Visits and orders by day'} columns={report.periods.map((period) => ({ label: period.start, visits: period.visits, orders: period.orders }))} />
            <HorizontalBars
              title="Find my size"
              bars={[
                { label: 'Used Find my size', value: total.finder.used },
                { label: 'Chose the set', value: total.finder.setChosen, note: share(total.finder.setChosen, total.finder.used) },
                { label: 'Ordered', value: total.finder.ordered, note: share(total.finder.ordered, total.finder.used) },
              ]}
            />
            <RankedTable title="Where visits start" columns={['Page', 'Visits']} rows={report.entryPages.map((page) => ({ name: page.name, values: [page.visits] }))} />
            <RankedTable title="Pages seen before /buy" columns={['Page', 'Visits']} rows={report.pagesBeforeBuy.map((page) => ({ name: page.name, values: [page.visits] }))} />
            <RankedTable
              title="Campaigns and sources"
              columns={['Source / medium / campaign', 'Visits', 'Reached /buy', 'Ordered']}
              rows={report.campaigns.map((campaign) => ({ name: campaign.campaign, values: [campaign.visits, campaign.buyVisits, campaign.orderedVisits] }))}
            />
          </Box>
        ) : null}
      </Layouts.Content>
    </Page.Main>
  );
}
