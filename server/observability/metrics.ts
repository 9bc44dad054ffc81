// The site's Prometheus metrics: one prom-client registry per process (each instance is scraped on its own, and
// Prometheus's `instance` label tells them apart). Requests are counted and timed per route class and status class
// (route-class.ts: never the raw path); the rest is read when scraped (metrics-sources.ts) or heard from undici's
// diagnostics channels (metrics-outgoing.ts). Node's own (event-loop lag, heap, GC) come from collectDefaultMetrics.
import type { MiddlewareHandler } from 'hono';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { PurgeOutcome } from '../caching/content-change-purge.ts';
import { type ArticleLookup, routeClassOf, statusClassOf } from './route-class.ts';

/** Seconds: most pages answer from the cache in a few milliseconds; a render that waits on the shop takes up to its limit. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type SiteMetrics = {
  registry: Registry;
  /** Counts and times every request by route class and status class; the first middleware, so it sees every answer. */
  requests: MiddlewareHandler;
  /** Counts the outcome of each purge sent to the shared cache engine (ContentChangePurge's onEngineOutcome). */
  purgeOutcome: (outcome: PurgeOutcome) => void;
};

export function createSiteMetrics({ isArticle }: { isArticle?: ArticleLookup } = {}): SiteMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['route', 'status_class'] as const;
  const count = new Counter({
    name: 'site_http_requests_total',
    help: 'Requests answered, by route class and status class (2xx…5xx).',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'site_http_request_duration_seconds',
    help: 'Time from a request reaching the site to its answer headers, by route class and status class.',
    labelNames,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });

  // One child per label pair, made once: a request then skips prom-client's per-call label hashing.
  const children = new Map<string, { count: { inc(): void }; duration: { observe(seconds: number): void } }>();
  const childrenOf = (route: string, statusClass: string) => {
    const key = `${route} ${statusClass}`;
    let child = children.get(key);
    if (!child) children.set(key, (child = { count: count.labels(route, statusClass), duration: duration.labels(route, statusClass) }));
    return child;
  };

  const requests: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const child = childrenOf(routeClassOf(c.req.path, isArticle), statusClassOf(c.res.status));
      child.count.inc();
      child.duration.observe((performance.now() - started) / 1000);
    }
  };
  const purges = new Counter({
    name: 'site_cache_purges_total',
    help: "Purges sent to the shared cache engine (Varnish, Cloudflare, Fastly) by outcome: 'purged', 'failed' (tried again), 'abandoned' (given up).",
    labelNames: ['outcome'],
    registers: [registry],
  });
  for (const outcome of ['purged', 'failed', 'abandoned'] as const) purges.inc({ outcome }, 0);
  return { registry, requests, purgeOutcome: (outcome) => purges.inc({ outcome }) };
}
