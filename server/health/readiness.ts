// Ready means ready: an instance is ready once it holds a complete content snapshot, restored from disk or
// loaded from the CMS (ContentStore.complete). Until then the readiness endpoint answers 503, so the load
// balancer sends it no shoppers, and pages answer a 503 "back shortly" page: a 404 would tell search engines
// the page is gone. /healthz stays the liveness check and answers 200 regardless. The body also lists the
// dependencies that are away (dependency-health.ts); they never turn a ready instance's 200 into a 503.
import type { Context, Hono } from 'hono';
import { backShortlyHtml } from '../rendering/back-shortly-page.ts';
import { PRIVATE_NO_STORE } from '../caching/cache-control.ts';
import type { ContentStore } from '../content/content-store.ts';
import type { DegradedDependency } from './dependency-health.ts';

export const READINESS_PATH = '/readyz';
/** Seconds a visitor or crawler is asked to wait before asking for a page again while not ready. */
export const NOT_READY_RETRY_AFTER_S = 60;

type ContentState = Pick<ContentStore, 'complete'>;

export function mountReadiness(app: Hono, content: ContentState, degraded: () => DegradedDependency[] = () => []): void {
  app.get(READINESS_PATH, (c) => {
    const ready = content.complete;
    return c.json({ status: ready ? 'ready' : 'not ready', degraded: degraded() }, ready ? 200 : 503, { 'Cache-Control': 'no-store' });
  });
}

/** Headers of every answer given because the instance is not ready: no cache keeps it, clients come back later. */
export const NOT_READY_HEADERS = { 'Cache-Control': PRIVATE_NO_STORE, 'Retry-After': String(NOT_READY_RETRY_AFTER_S) };

/** The answer to a page request before the instance is ready. */
export function notReadyPage(c: Context): Response {
  return c.html(backShortlyHtml(), 503, NOT_READY_HEADERS);
}
