// The real site app (createSite, every middleware in its order) with its analytics on a SQLite file of its own,
// the embedded demo backends and a stub page renderer. `listen: true` serves it on a loopback port, so the demo
// shop is reached over HTTP and its order webhooks come back to the site, as in production.
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCmsClient } from '../../../../clients/cms/cms-client.ts';
import { batchBody } from '../../../../content/analytics/event-batch.ts';
import type { AnalyticsEvent, Consent } from '../../../../content/analytics/event-schema.ts';
import { freePort } from '../../../../scripts/site-process.ts';
import { ANALYTICS_FILE, openSqliteAnalytics } from '../../../../server/analytics/analytics-database.ts';
import { type AnalyticsParts, createSiteAnalytics, type SiteAnalytics } from '../../../../server/analytics/site-analytics.ts';
import { createSite } from '../../../../server/app.ts';
import { demoBackendMounts } from '../../../../server/backends/demo-backend-mounts.ts';
import { createShopClient } from '../../../../server/backends/shop-client.ts';
import { readConfig, type SiteConfig } from '../../../../server/config/config.ts';
import { ContentStore } from '../../../../server/content/content-store.ts';
import { createFormDeliverer, FORM_OUTBOX_FILE } from '../../../../server/forms/site-form-deliverer.ts';
import { SqliteFormOutbox } from '../../../../server/forms/sqlite-form-outbox.ts';
import { plainRenderResult } from '../../../../server/rendering/render-result.ts';
import type { WriteLimiter } from '../../../../server/security/write-limiter.ts';

export const READ_TOKEN = 'funnel-read-token-0123456789';
export const WEBHOOK_SECRET = 'shop-webhook-secret-0123456789';
export const NO_CONSENT: Consent = { analytics: false, marketing: false, preferences: false, saleOfData: false };

export type AnalyticsSite = {
  app: Hono;
  origin: string;
  config: SiteConfig;
  analytics: SiteAnalytics;
  /** POSTs a batch as a page's sendBeacon does (text/plain, the site's Origin), as the visitor at `ip` with `userAgent`. */
  sendEvents(events: readonly AnalyticsEvent[], visitor?: Visitor): Promise<Response>;
  /** The funnel as the CMS reads it. */
  funnel(query: string): Promise<Response>;
  stop(): Promise<void>;
};
export type Visitor = { ip: string; userAgent: string };
export const DEFAULT_VISITOR: Visitor = { ip: '198.51.100.7', userAgent: 'Mozilla/5.0 (test)' };

type Options = { env?: Record<string, string>; now?: () => number; listen?: boolean; limiter?: WriteLimiter; ga4?: AnalyticsParts['ga4'] };

export async function analyticsSite({ env = {}, now, listen = false, limiter, ga4 }: Options = {}): Promise<AnalyticsSite> {
  const dataDir = mkdtempSync(join(tmpdir(), 'analytics-site-'));
  const port = listen ? await freePort() : 3000;
  const origin = listen ? `http://127.0.0.1:${port}` : 'https://linden.test';
  const config = readConfig({
    DATA_DIR: dataDir,
    PORT: String(port),
    SITE_URL: origin,
    // Visitors are told apart by the address the (trusted) proxy saw.
    TRUSTED_PROXY_HOPS: '1',
    ANALYTICS_READ_TOKEN: READ_TOKEN,
    SHOPIFY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    ANALYTICS_TIME_ZONE: 'Australia/Sydney',
    ...env,
  });
  const store = await openSqliteAnalytics(join(dataDir, ANALYTICS_FILE));
  const analytics = createSiteAnalytics({ store, config: config.analytics, now, retention: false, limiter, ga4 });
  const cms = createCmsClient({ baseUrl: config.cms.baseUrl, token: null, timeoutMs: 1_000 });
  const forms = createFormDeliverer({
    outbox: new SqliteFormOutbox(join(dataDir, FORM_OUTBOX_FILE)),
    cms: { baseUrl: config.cms.baseUrl, token: null, timeoutMs: 1_000 },
  });
  const { app } = createSite({
    config,
    content: new ContentStore({ cms, persistPath: join(dataDir, 'content.json') }),
    cms,
    shop: createShopClient(config),
    forms,
    render: async () => plainRenderResult(new Response('<!DOCTYPE html><html><body>page</body></html>', { headers: { 'Content-Type': 'text/html' } })),
    demoBackends: demoBackendMounts(config),
    analytics,
    clientDir: null,
  });
  let server: Server | null = null;
  if (listen) {
    server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }) as Server;
    await new Promise((resolve) => server!.once('listening', resolve));
  }
  const request = async (path: string, init: RequestInit): Promise<Response> =>
    server ? fetch(`${origin}${path}`, init) : app.request(`${origin}${path}`, init);
  return {
    app,
    origin,
    config,
    analytics,
    sendEvents: (events, { ip, userAgent } = DEFAULT_VISITOR) =>
      request('/api/events', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: origin, 'X-Forwarded-For': ip, 'User-Agent': userAgent },
        body: batchBody(events),
      }),
    funnel: (query) => request(`/api/analytics/funnel${query}`, { headers: { Authorization: `Bearer ${READ_TOKEN}` } }),
    async stop() {
      if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
      await analytics.close();
      await forms.outbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const envelope = { referrer: null, campaign: {}, consent: NO_CONSENT };
/** Events as the pages send them, with the envelope filled in. */
export const events = {
  pageViewed: (path: string, extra: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({ name: 'page_viewed', path, ...envelope, ...extra }) as AnalyticsEvent,
  stepReached: (step: number, appVersion: 'old' | 'new' = 'new'): AnalyticsEvent => ({ name: 'buy_step_reached', path: '/buy', ...envelope, step, appVersion }),
  addedToCart: (variantId: string): AnalyticsEvent => ({ name: 'product_added_to_cart', path: '/buy', ...envelope, variantId, quantity: 1 }),
  checkoutStarted: (): AnalyticsEvent => ({ name: 'checkout_started', path: '/buy', ...envelope, from: 'buy-step-4' }),
  finderAnswered: (): AnalyticsEvent => ({ name: 'find_my_size_answered', path: '/find-my-size', ...envelope, size: 'king', band: '26-30', unit: 'cm' }),
  setChosen: (): AnalyticsEvent => ({ name: 'set_chosen', path: '/find-my-size', ...envelope, size: 'king', band: '26-30' }),
};
