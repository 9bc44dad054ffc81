// Shopify analytics received as a shop's own domain receives them: hydrogen-react's sendShopifyAnalytics posts
// `{events: [{schema_id, payload, metadata: {event_created_at_ms}}], metadata: {event_sent_at_ms}}` as text/plain
// (no CORS preflight) to `https://{shop domain}/.well-known/shopify/monorail/unstable/produce_batch`, or to
// Monorail's own host at /unstable/produce_batch. Both paths are answered here, relative to the shop's origin.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { receivedAnalyticsPage } from './analytics-page.ts';
import { PAGE_HEADERS } from './html.ts';
import { MalformedBatchError, type ReceivedAnalytics } from './received-analytics.ts';

export const PRODUCE_BATCH_PATH = '/.well-known/shopify/monorail/unstable/produce_batch';
const MONORAIL_HOST_PATH = '/unstable/produce_batch';
/** The shop's page listing what it received, e.g. /demo/shop/analytics. */
export const RECEIVED_ANALYTICS_PATH = '/analytics';
/** The same as JSON, `{counts, events}` with every kept event newest first, for a test that drives the site from
 * another process (a browser test) and cannot reach the shop's memory. */
export const RECEIVED_ANALYTICS_JSON_PATH = '/analytics.json';

/** A batch is a few events of ~1–2 KB each; anything past this is not analytics. */
export const MAX_BATCH_BYTES = 64 * 1024;

const refuseBatch = (c: Context, status: 400 | 413, message: string) => c.json({ message }, status);

async function jsonBody(c: Context): Promise<unknown> {
  try {
    return JSON.parse(await c.req.text()) as unknown;
  } catch {
    return undefined;
  }
}

export function analyticsReceiverRoutes({ analytics }: { analytics: ReceivedAnalytics }): Hono {
  const app = new Hono({ strict: false });

  // A storefront on its own domain posts here from the shopper's browser, as to a shop's domain: any page may send,
  // and reads the answer (hydrogen-react logs a refused event's message), so the answer allows every origin.
  app.on(
    'POST',
    [PRODUCE_BATCH_PATH, MONORAIL_HOST_PATH],
    cors({ origin: '*', allowMethods: ['POST'] }),
    bodyLimit({ maxSize: MAX_BATCH_BYTES, onError: (c) => refuseBatch(c, 413, `The batch is larger than the ${MAX_BATCH_BYTES} bytes the shop reads.`) }),
    async (c) => {
      const body = await jsonBody(c);
      let results;
      try {
        results = analytics.receiveBatch(body);
      } catch (error) {
        if (error instanceof MalformedBatchError) return refuseBatch(c, 400, error.message);
        throw error;
      }
      // As Hydrogen's own tests stand in for Monorail: all accepted, 200 and nothing to read; some refused, 207 with
      // one result per event, in order (hydrogen-react logs each result whose status is not 200, with its message).
      if (results.every(({ status }) => status === 200)) return c.body(null, 200);
      return c.json({ result: results }, 207);
    },
  );

  app.get(RECEIVED_ANALYTICS_PATH, (c) => c.html(receivedAnalyticsPage(analytics), 200, PAGE_HEADERS));
  app.get(RECEIVED_ANALYTICS_JSON_PATH, (c) => c.json({ counts: analytics.tally(), events: analytics.received() }, 200, { 'Cache-Control': 'no-store' }));

  return app;
}
