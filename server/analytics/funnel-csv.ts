// The funnel as CSV, one row per day or week and a last row for the whole range, for a spreadsheet.
import { APP_VERSION_LABEL } from '../../content/analytics/event-schema.ts';
import { APP_VERSIONS } from '../../shop-rules/constants.ts';
import { type FunnelFigures, type FunnelReport, VERSION_STEPS } from './funnel-report.ts';

const cell = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function funnelCsv(report: FunnelReport): string {
  const currencies = report.total.revenue.map((money) => money.currency);
  const stepColumns = APP_VERSIONS.flatMap((version) => VERSION_STEPS[version].map((step) => ({ version, step })));
  const header = [
    'period_start',
    'period_end',
    'visits',
    'visits_reaching_buy',
    ...stepColumns.map(({ version, step }) => `${APP_VERSION_LABEL[version]} step ${step}`),
    'added_to_cart',
    'checkout_started',
    'visits_that_ordered',
    'orders',
    ...currencies.map((currency) => `revenue_${currency}`),
    'find_my_size_used',
    'find_my_size_set_chosen',
    'find_my_size_ordered',
  ];
  const line = (start: string, end: string, figures: FunnelFigures) => [
    start,
    end,
    figures.visits,
    figures.buyVisits,
    ...stepColumns.map(({ version, step }) => figures.steps[version][step] ?? 0),
    figures.addedToCart,
    figures.checkoutStarted,
    figures.orderedVisits,
    figures.orders,
    ...currencies.map((currency) => figures.revenue.find((money) => money.currency === currency)?.amount ?? '0.00'),
    figures.finder.used,
    figures.finder.setChosen,
    figures.finder.ordered,
  ];
  const rows = [
    header,
    ...report.periods.map((period) => line(period.start, period.end, period)),
    line('total', `${report.from} to ${report.to}`, report.total),
  ];
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
