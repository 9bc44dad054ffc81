import { Hono } from 'hono';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { RefreshReport } from '../../../server/content/content-store.ts';
import { createSiteMetrics } from '../../../server/observability/metrics.ts';
import { observeOutgoingCalls, upstreamOf, upstreamsOf } from '../../../server/observability/metrics-outgoing.ts';
import { registerSourceMetrics } from '../../../server/observability/metrics-sources.ts';

/** The metric families the operations guide and the alert rules name: renaming one breaks dashboards and alerts. */
const DOCUMENTED = [
  'site_http_requests_total',
  'site_http_request_duration_seconds',
  'site_page_cache_lookups_total',
  'site_page_cache_entries',
  'site_content_age_seconds',
  'site_content_complete',
  'site_content_refreshes_total',
  'site_form_outbox_pending',
  'site_form_outbox_oldest_pending_age_seconds',
  'site_form_outbox_reachable',
  'site_form_spooled',
  'site_form_spool_oldest_age_seconds',
  'site_form_stored_total',
  'site_cache_purges_total',
  'site_upstream_requests_total',
  'site_upstream_request_duration_seconds',
  'nodejs_eventloop_lag_seconds',
  'nodejs_heap_size_used_bytes',
];

function fakeContent() {
  const listeners: ((report: RefreshReport) => void)[] = [];
  return {
    complete: true,
    onRefreshed: (listener: (report: RefreshReport) => void) => listeners.push(listener),
    refreshed: (failed: number) =>
      listeners.forEach((listener) =>
        listener({ updated: [], unchanged: [], failed: Array.from({ length: failed }, () => ({ resource: 'pages' as const, reason: 'down' })) }),
      ),
  };
}

let servers: Server[] = [];
afterEach(() => {
  for (const server of servers) server.close();
  servers = [];
});

describe('site metrics', () => {
  it('exposes every documented family', async () => {
    const metrics = createSiteMetrics();
    registerSourceMetrics(metrics.registry, {
      pageCache: { stats: () => ({ hits: 0, misses: 0, buyReuseHits: 0, entries: 0 }) },
      content: fakeContent(),
      forms: {
        outbox: { backlog: async () => ({ pending: 0, oldestPendingAt: null }) },
        health: () => ({ outboxDownSince: null, spooled: 0, oldestSpooledAt: null }),
        storedCounts: () => ({ outbox: 0, spool: 0 }),
      },
    });
    observeOutgoingCalls(
      metrics.registry,
      upstreamsOf({ cmsBaseUrl: 'https://cms.example.com', shopEndpoint: 'https://shop.example.com/api/2026-04/graphql.json' }),
    )();
    const names = (await metrics.registry.getMetricsAsJSON()).map((metric) => metric.name);
    for (const name of DOCUMENTED) expect(names).toContain(name);
  });

  it('counts requests by route class and status class, never by path', async () => {
    const metrics = createSiteMetrics({ isArticle: (slug) => slug === 'linen-care' });
    const app = new Hono();
    app.use(metrics.requests);
    app.get('/boom', () => {
      throw new Error('boom');
    });
    app.onError((_, c) => c.text('error', 500));
    app.get('*', (c) => (c.req.path === '/missing' ? c.text('no', 404) : c.text('ok')));
    for (const path of ['/', '/faqs', '/linen-care', '/missing', '/boom', '/x/y/z']) await app.request(path);
    const text = await metrics.registry.metrics();
    expect(text).toContain('site_http_requests_total{route="page",status_class="2xx"} 2');
    expect(text).toContain('site_http_requests_total{route="blog-article",status_class="2xx"} 1');
    expect(text).toContain('site_http_requests_total{route="page",status_class="4xx"} 1');
    expect(text).toContain('site_http_requests_total{route="page",status_class="5xx"} 1');
    expect(text).toContain('site_http_requests_total{route="other",status_class="2xx"} 1');
    expect(text).not.toContain('faqs');
  });

  it('reads the content age, refresh failures, the outbox backlog and the page cache when scraped', async () => {
    let now = 1_000_000;
    const content = fakeContent();
    const metrics = createSiteMetrics();
    registerSourceMetrics(metrics.registry, {
      now: () => now,
      pageCache: { stats: () => ({ hits: 7, misses: 2, buyReuseHits: 4 }) },
      content,
      forms: {
        outbox: { backlog: async () => ({ pending: 5, oldestPendingAt: now - 90_000 }) },
        health: () => ({ outboxDownSince: null, spooled: 1, oldestSpooledAt: now - 120_000 }),
        storedCounts: () => ({ outbox: 97, spool: 1 }),
      },
    });
    now += 30_000;
    content.refreshed(0);
    now += 45_000;
    content.refreshed(2);
    metrics.purgeOutcome('failed');
    const text = await metrics.registry.metrics();
    expect(text).toContain('site_content_age_seconds 45');
    expect(text).toContain('site_content_refreshes_total{outcome="failed"} 1');
    expect(text).toContain('site_content_refreshes_total{outcome="ok"} 1');
    expect(text).toContain('site_form_outbox_pending 5');
    expect(text).toContain('site_form_outbox_oldest_pending_age_seconds 90');
    expect(text).toContain('site_form_spooled 1');
    expect(text).toContain('site_form_spool_oldest_age_seconds 120');
    expect(text).toContain('site_form_stored_total{in="outbox"} 97');
    expect(text).toContain('site_form_stored_total{in="spool"} 1');
    expect(text).toContain('site_page_cache_lookups_total{cache="page",result="hit"} 7');
    expect(text).toContain('site_page_cache_lookups_total{cache="buy-render",result="hit"} 4');
    expect(text).toContain('site_cache_purges_total{outcome="failed"} 1');
  });

  it('keeps answering when the outbox does not: the backlog is marked unread', async () => {
    const metrics = createSiteMetrics();
    registerSourceMetrics(metrics.registry, {
      forms: { outbox: { backlog: () => new Promise(() => {}) }, health: () => ({ outboxDownSince: 1, spooled: 3, oldestSpooledAt: null }) },
    });
    const started = Date.now();
    const text = await metrics.registry.metrics();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(text).toContain('site_form_outbox_reachable 0');
    expect(text).toContain('site_form_spooled 3');
  });

  it('times CMS and shop calls from undici, told apart by origin and path', async () => {
    const server = createServer((req, res) => {
      res.statusCode = req.url?.includes('fail') ? 502 : 200;
      res.end('{}');
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const upstreams = upstreamsOf({ cmsBaseUrl: `${origin}/demo/cms`, shopEndpoint: `${origin}/demo/shop/api/2026-04/graphql.json` });
    expect(upstreamOf(upstreams, { origin, path: '/demo/cms/api/pages?x=1' })).toBe('cms');
    expect(upstreamOf(upstreams, { origin, path: '/demo/shop/api/2026-04/graphql.json' })).toBe('shop');
    expect(upstreamOf(upstreams, { origin, path: '/demo/cmsx' })).toBeNull();
    const metrics = createSiteMetrics();
    const stop = observeOutgoingCalls(metrics.registry, upstreams);
    try {
      await (await fetch(`${origin}/demo/cms/api/pages`)).text();
      await (await fetch(`${origin}/demo/shop/api/2026-04/graphql.json?fail`)).text();
      await (await fetch(`${origin}/elsewhere`)).text();
      await fetch('http://127.0.0.1:1/demo/cms').catch(() => null);
    } finally {
      stop();
    }
    const text = await metrics.registry.metrics();
    expect(text).toContain('site_upstream_requests_total{upstream="cms",outcome="2xx"} 1');
    expect(text).toContain('site_upstream_requests_total{upstream="shop",outcome="5xx"} 1');
    expect(text).toContain('site_upstream_request_duration_seconds_count{upstream="cms"} 1');
    expect(text).not.toMatch(/outcome="error"/);
  });
});
