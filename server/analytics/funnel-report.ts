// The funnel as the admin shows it: the daily figures (day-funnel.ts) added up by day or by ISO week, with the
// whole range's total, its entry pages, the pages that led to /buy and its campaigns, each ranked.
import { APP_VERSIONS, type AppVersion, LAST_STEP } from '../../shop-rules/constants.ts';
import type { DailyTotal } from './analytics-store.ts';
import { METRICS } from './day-funnel.ts';
import { addDays, weekStart } from './local-day.ts';

export const PERIODS = ['day', 'week'] as const;
export type Period = (typeof PERIODS)[number];

export type Money = { currency: string; amount: string };
export type FunnelFigures = {
  visits: number;
  buyVisits: number;
  /** Visits that reached each step of each /buy version ('old' is V1.0, 'new' V1.1). */
  steps: Record<AppVersion, Record<number, number>>;
  addedToCart: number;
  checkoutStarted: number;
  orderedVisits: number;
  orders: number;
  revenue: Money[];
  finder: { used: number; setChosen: number; ordered: number };
};
export type FunnelPeriod = FunnelFigures & { start: string; end: string };
export type Ranked = { name: string; visits: number };
export type CampaignFigures = { campaign: string; visits: number; buyVisits: number; orderedVisits: number };
export type FunnelReport = {
  from: string;
  to: string;
  by: Period;
  periods: FunnelPeriod[];
  total: FunnelFigures;
  entryPages: Ranked[];
  pagesBeforeBuy: Ranked[];
  campaigns: CampaignFigures[];
};

/** The steps each version has: V1.0 starts at step 1 (no product chooser), V1.1 at step 0. */
export const VERSION_STEPS: Record<AppVersion, number[]> = {
  old: Array.from({ length: LAST_STEP }, (_, index) => index + 1),
  new: Array.from({ length: LAST_STEP + 1 }, (_, index) => index),
};

const amountOf = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

function figuresOf(rows: readonly DailyTotal[]): FunnelFigures {
  const sum = (metric: string, dimension?: string) =>
    rows.filter((row) => row.metric === metric && (dimension === undefined || row.dimension === dimension)).reduce((total, row) => total + row.value, 0);
  const steps = Object.fromEntries(
    APP_VERSIONS.map((version) => [version, Object.fromEntries(VERSION_STEPS[version].map((step) => [step, sum(METRICS.buyStep, `${version}:${step}`)]))]),
  ) as FunnelFigures['steps'];
  const currencies = [...new Set(rows.filter((row) => row.metric === METRICS.revenueMinor).map((row) => row.dimension))].sort();
  return {
    visits: sum(METRICS.visits),
    buyVisits: sum(METRICS.buyVisits),
    steps,
    addedToCart: sum(METRICS.addedToCart),
    checkoutStarted: sum(METRICS.checkoutStarted),
    orderedVisits: sum(METRICS.orderedVisits),
    orders: sum(METRICS.orders),
    revenue: currencies.map((currency) => ({ currency, amount: amountOf(sum(METRICS.revenueMinor, currency)) })),
    finder: { used: sum(METRICS.finderUsed), setChosen: sum(METRICS.finderSetChosen), ordered: sum(METRICS.finderOrdered) },
  };
}

function byDimension(rows: readonly DailyTotal[], metric: string): Map<string, number> {
  const totals = new Map<string, number>();
  for (const row of rows) if (row.metric === metric) totals.set(row.dimension, (totals.get(row.dimension) ?? 0) + row.value);
  return totals;
}

const ranked = (totals: Map<string, number>, limit: number): Ranked[] =>
  [...totals]
    .map(([name, visits]) => ({ name, visits }))
    .sort((a, b) => b.visits - a.visits || a.name.localeCompare(b.name))
    .slice(0, limit);

/** How many entry pages, pages before /buy and campaigns the report lists. */
const RANKED_LIMIT = 20;

export function funnelReport(rows: readonly DailyTotal[], { from, to, by }: { from: string; to: string; by: Period }): FunnelReport {
  const periods: FunnelPeriod[] = [];
  for (let start = by === 'week' ? weekStart(from) : from; start <= to; start = addDays(start, by === 'week' ? 7 : 1)) {
    const end = by === 'week' ? addDays(start, 6) : start;
    // A week cut by the range counts only the days inside it.
    const inside = rows.filter((row) => row.day >= start && row.day <= end && row.day >= from && row.day <= to);
    periods.push({ start, end, ...figuresOf(inside) });
  }
  const inRange = rows.filter((row) => row.day >= from && row.day <= to);
  const campaignVisits = byDimension(inRange, METRICS.campaignVisits);
  const campaignBuy = byDimension(inRange, METRICS.campaignBuyVisits);
  const campaignOrdered = byDimension(inRange, METRICS.campaignOrderedVisits);
  return {
    from,
    to,
    by,
    periods,
    total: figuresOf(inRange),
    entryPages: ranked(byDimension(inRange, METRICS.entryPage), RANKED_LIMIT),
    pagesBeforeBuy: ranked(byDimension(inRange, METRICS.pageBeforeBuy), RANKED_LIMIT),
    campaigns: ranked(campaignVisits, RANKED_LIMIT).map(({ name, visits }) => ({
      campaign: name,
      visits,
      buyVisits: campaignBuy.get(name) ?? 0,
      orderedVisits: campaignOrdered.get(name) ?? 0,
    })),
  };
}
