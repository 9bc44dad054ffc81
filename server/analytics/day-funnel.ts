// One day's funnel, worked out from that day's raw events and the orders: the figures the admin shows, as rows of
// (metric, dimension, value). The same rows are stored as the day's totals once the day is over (retention.ts), so
// the funnel of a day whose raw events are gone reads the same as it did. A visit is a visitor key on one day (the
// key changes every day by design), so a week's visits are the sum of its days'.
import { isBuyFlowPath } from '../../shop-rules/buy-url.ts';
import type { DailyTotal, ShopOrder, StoredEvent } from './analytics-store.ts';

export const METRICS = {
  visits: 'visits',
  buyVisits: 'buy_visits',
  /** Dimension `{appVersion}:{step}` ('new:3'). */
  buyStep: 'buy_step',
  addedToCart: 'added_to_cart',
  checkoutStarted: 'checkout_started',
  /** Visits whose cart became an order (whenever it was placed). */
  orderedVisits: 'ordered_visits',
  /** Orders placed on the day, by currency (dimension), linked to a visit or not. */
  orders: 'orders',
  revenueMinor: 'revenue_minor',
  finderUsed: 'finder_used',
  finderSetChosen: 'finder_set_chosen',
  finderOrdered: 'finder_ordered',
  /** Dimension: the path of the visit's first page. */
  entryPage: 'entry_page',
  /** Dimension: a page viewed before the visit first reached /buy. */
  pageBeforeBuy: 'page_before_buy',
  /** Dimension: the visit's campaign (campaignLabel). */
  campaignVisits: 'campaign_visits',
  campaignBuyVisits: 'campaign_buy_visits',
  campaignOrderedVisits: 'campaign_ordered_visits',
} as const;

type Row = Omit<DailyTotal, 'day'>;

/** 'source / medium / campaign' from the utm_* parameters; a click id alone names its ad network; else the referrer, or direct. */
export function campaignLabel(event: Pick<StoredEvent, 'campaign' | 'referrer'>): string {
  const { utm_source: source, utm_medium: medium, utm_campaign: name, gclid, fbclid } = event.campaign;
  if (source || medium || name) return [source ?? '(not set)', medium ?? '(not set)', name ?? '(not set)'].join(' / ');
  if (gclid) return 'google / cpc / (gclid)';
  if (fbclid) return 'facebook / paid / (fbclid)';
  if (event.referrer) return `${new URL(event.referrer).hostname} / referral`;
  return '(direct)';
}

function reachesBuy(event: StoredEvent): boolean {
  return event.name === 'buy_step_reached' || (event.name === 'page_viewed' && isBuyFlowPath(event.path));
}

/** What one visit did, in the order it happened. */
function visitFacts(events: readonly StoredEvent[]) {
  const buyIndex = events.findIndex(reachesBuy);
  const pageViews = events.filter((event) => event.name === 'page_viewed');
  const has = (name: StoredEvent['name']) => events.some((event) => event.name === name);
  const steps = new Set(
    events.filter((event) => event.name === 'buy_step_reached').map((event) => `${String(event.properties.appVersion)}:${String(event.properties.step)}`),
  );
  const beforeBuy = buyIndex < 0 ? [] : events.slice(0, buyIndex).filter((event) => event.name === 'page_viewed' && !isBuyFlowPath(event.path));
  return {
    reachedBuy: buyIndex >= 0,
    steps,
    entryPage: (pageViews[0] ?? events[0]!).path,
    pagesBeforeBuy: new Set(beforeBuy.map((event) => event.path)),
    campaign: campaignLabel(events.find((event) => Object.keys(event.campaign).length > 0) ?? events[0]!),
    addedToCart: has('product_added_to_cart'),
    checkoutStarted: has('checkout_started'),
    finderUsed: has('find_my_size_answered'),
    setChosen: has('find_my_size_answered') && has('set_chosen'),
  };
}

class Tally {
  readonly #values = new Map<string, Row>();

  add(metric: string, dimension = '', value = 1): void {
    const key = `${metric}\n${dimension}`;
    const row = this.#values.get(key);
    if (row) row.value += value;
    else this.#values.set(key, { metric, dimension, value });
  }

  rows(): Row[] {
    return [...this.#values.values()];
  }
}

/**
 * The day's figures. `events`: the day's events, grouped by visitor (as the store reads them); `ordersOfDay`: the
 * orders placed that day; `ordersOfVisits`: the orders whose cart carried one of the day's visitor keys.
 */
export function dayFunnel(events: readonly StoredEvent[], ordersOfDay: readonly ShopOrder[], ordersOfVisits: readonly ShopOrder[]): Row[] {
  const tally = new Tally();
  const byVisitor = new Map<string, StoredEvent[]>();
  for (const event of events) {
    const visit = byVisitor.get(event.visitor);
    if (visit) visit.push(event);
    else byVisitor.set(event.visitor, [event]);
  }
  const ordered = new Set(ordersOfVisits.map((order) => order.visitor));

  for (const [visitor, visit] of byVisitor) {
    const facts = visitFacts(visit);
    const didOrder = ordered.has(visitor);
    tally.add(METRICS.visits);
    tally.add(METRICS.entryPage, facts.entryPage);
    tally.add(METRICS.campaignVisits, facts.campaign);
    if (facts.reachedBuy) {
      tally.add(METRICS.buyVisits);
      tally.add(METRICS.campaignBuyVisits, facts.campaign);
      for (const path of facts.pagesBeforeBuy) tally.add(METRICS.pageBeforeBuy, path);
    }
    for (const step of facts.steps) tally.add(METRICS.buyStep, step);
    if (facts.addedToCart) tally.add(METRICS.addedToCart);
    if (facts.checkoutStarted) tally.add(METRICS.checkoutStarted);
    if (didOrder) {
      tally.add(METRICS.orderedVisits);
      tally.add(METRICS.campaignOrderedVisits, facts.campaign);
    }
    if (facts.finderUsed) tally.add(METRICS.finderUsed);
    if (facts.setChosen) tally.add(METRICS.finderSetChosen);
    if (facts.setChosen && didOrder) tally.add(METRICS.finderOrdered);
  }
  for (const order of ordersOfDay) {
    tally.add(METRICS.orders, order.currency);
    tally.add(METRICS.revenueMinor, order.currency, order.totalMinor);
  }
  return tally.rows();
}
