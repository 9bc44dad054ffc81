// The funnel matches a scripted journey exactly, through the site's real paths: 12 visitors post their events
// as the pages would, 7 of them reach step 3 of /buy (5 in V1.1, 2 in V1.0), 5 add a set to a real cart at the
// demo shop (the cart carries their visit key), 3 of those place the order at its hosted checkout, and the demo
// shop's signed orders/create webhook comes back to the site. The funnel the CMS reads says exactly that.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '../../../content/analytics/event-schema.ts';
import { localDay } from '../../../server/analytics/local-day.ts';
import { PREMIUM_KING_26_30_WHITE } from '../../demo-backends/storefront/support/demo-shop.ts';
import { type AnalyticsSite, analyticsSite, events, type Visitor } from './support/analytics-site.ts';

const VISITORS = 12;
const REACH_STEP_3 = { new: [0, 1, 2, 3, 4], old: [5, 6] };
const ADD_TO_CART = [0, 1, 2, 3, 4];
const ORDER = [0, 1, 2];
const FINDER = { answered: [0, 1, 5], setChosen: [0, 5] };

let site: AnalyticsSite;
beforeAll(async () => {
  site = await analyticsSite({ listen: true });
}, 30_000);
afterAll(() => site?.stop());

const visitor = (index: number): Visitor => ({ ip: `198.51.100.${index + 10}`, userAgent: `Journey browser ${index}` });

/** A shopper's own cart cookie and requests to the site (the shop is reached through the site's /checkout and the shop's pages). */
function shopper(index: number) {
  let cookie = '';
  const headers = () => ({
    Origin: site.origin,
    'X-Forwarded-For': visitor(index).ip,
    'User-Agent': visitor(index).userAgent,
    ...(cookie ? { Cookie: cookie } : {}),
  });
  return {
    async addToCart(variantId: string) {
      const response = await fetch(`${site.origin}/api/cart/lines`, {
        method: 'POST',
        headers: { ...headers(), 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ variantId, quantity: 1 }),
      });
      expect(response.status).toBe(200);
      cookie = response.headers.get('Set-Cookie')!.split(';')[0]!;
      return ((await response.json()) as { cart: { checkoutUrl: string } }).cart;
    },
    async placeOrder(checkoutUrl: string) {
      const response = await fetch(checkoutUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `email=shopper${index}%40example.com`,
        redirect: 'manual',
      });
      expect(response.status).toBe(303);
    },
  };
}

async function journeyOf(index: number): Promise<void> {
  const timeline: AnalyticsEvent[] = [
    events.pageViewed(
      index % 2 === 0 ? '/' : '/how-it-works',
      index === 3 ? { campaign: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' } } : {},
    ),
  ];
  if (FINDER.answered.includes(index)) timeline.push(events.finderAnswered());
  if (FINDER.setChosen.includes(index)) timeline.push(events.setChosen());
  const version = REACH_STEP_3.new.includes(index) ? 'new' : REACH_STEP_3.old.includes(index) ? 'old' : null;
  if (version) {
    timeline.push(events.pageViewed('/buy'));
    for (let step = version === 'new' ? 0 : 1; step <= 3; step += 1) timeline.push(events.stepReached(step, version));
  }
  expect((await site.sendEvents(timeline, visitor(index))).status).toBe(202);
  if (!ADD_TO_CART.includes(index)) return;
  const buyer = shopper(index);
  const cart = await buyer.addToCart(PREMIUM_KING_26_30_WHITE);
  expect((await site.sendEvents([events.addedToCart(PREMIUM_KING_26_30_WHITE)], visitor(index))).status).toBe(202);
  if (!ORDER.includes(index)) return;
  expect((await site.sendEvents([events.checkoutStarted()], visitor(index))).status).toBe(202);
  await buyer.placeOrder(cart.checkoutUrl);
}

async function ordersStored(expected: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const today = localDay(Date.now(), site.config.analytics.timeZone);
  while ((await site.analytics.store.ordersOfDays([today])).length < expected) {
    if (Date.now() > deadline) throw new Error(`fewer than ${expected} orders arrived by webhook in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a scripted journey through the site, the demo shop and its webhook', () => {
  it(`N=${VISITORS} visitors, M=7 reach step 3, K=${ADD_TO_CART.length} add to cart, J=${ORDER.length} order: the funnel says exactly that`, async () => {
    for (let index = 0; index < VISITORS; index += 1) await journeyOf(index);
    await site.analytics.queue.drain();
    await ordersStored(ORDER.length);

    const today = localDay(Date.now(), site.config.analytics.timeZone);
    const response = await site.funnel(`?from=${today}&to=${today}&by=day`);
    expect(response.status).toBe(200);
    const report = await response.json();
    const expectedFigures = {
      visits: 12,
      buyVisits: 7,
      steps: { new: { 0: 5, 1: 5, 2: 5, 3: 5, 4: 0 }, old: { 1: 2, 2: 2, 3: 2, 4: 0 } },
      addedToCart: 5,
      checkoutStarted: 3,
      orderedVisits: 3,
      orders: 3,
      revenue: [{ currency: 'AUD', amount: '3150.00' }],
      finder: { used: 3, setChosen: 2, ordered: 1 },
    };
    expect(report.periods).toEqual([{ start: today, end: today, ...expectedFigures }]);
    expect(report.total).toEqual(expectedFigures);
    expect(report.entryPages).toEqual([
      { name: '/', visits: 6 },
      { name: '/how-it-works', visits: 6 },
    ]);
    expect(report.pagesBeforeBuy).toEqual([
      { name: '/', visits: 4 },
      { name: '/how-it-works', visits: 3 },
    ]);
    expect(report.campaigns).toEqual([
      { campaign: '(direct)', visits: 11, buyVisits: 6, orderedVisits: 3 },
      { campaign: 'newsletter / email / spring', visits: 1, buyVisits: 1, orderedVisits: 0 },
    ]);

    const csv = await (await site.funnel(`?from=${today}&to=${today}&by=day&format=csv`)).text();
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(
      'period_start,period_end,visits,visits_reaching_buy,V1.0 step 1,V1.0 step 2,V1.0 step 3,V1.0 step 4,V1.1 step 0,V1.1 step 1,V1.1 step 2,V1.1 step 3,V1.1 step 4,added_to_cart,checkout_started,visits_that_ordered,orders,revenue_AUD,find_my_size_used,find_my_size_set_chosen,find_my_size_ordered',
    );
    expect(row).toBe(`${today},${today},12,7,2,2,2,0,5,5,5,5,0,5,3,3,3,3150.00,3,2,1`);
  }, 60_000);
});
