// Serving /metrics where the public cannot read it. On the public port it answers 404 unless the request carries
// METRICS_TOKEN as a bearer token (compared in constant time); METRICS_PORT adds a second listener, on loopback
// unless METRICS_HOST names the private network, that serves /metrics alone (and asks for the token too when set):
// metrics-thread.ts.
import { timingSafeEqual, createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { Registry } from 'prom-client';
import type { MetricsConfig } from './metrics-config.ts';

export const METRICS_PATH = '/metrics';

/** What a token is compared as: digests of equal length, so the comparison takes the same time whatever was sent. */
export const tokenDigest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request may read the metrics: no token configured, or the right one as `Authorization: Bearer …`. */
export function carriesToken(authorization: string | undefined, token: string | null): boolean {
  if (token === null) return true;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match !== null && timingSafeEqual(tokenDigest(match[1]!), tokenDigest(token));
}

async function answerMetrics(c: Context, registry: Registry | null, token: string | null): Promise<Response> {
  // 404, not 401: the public port does not say there is anything here.
  if (!registry || !carriesToken(c.req.header('Authorization'), token)) return c.text('Not Found', 404, { 'Cache-Control': 'no-store' });
  return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
}

/** /metrics on the public app: the registry only with METRICS_TOKEN, a 404 otherwise (also when metrics are off). */
export function mountPublicMetrics(app: Hono, registry: Registry | null, config: MetricsConfig): void {
  const served = config.token !== null ? registry : null;
  app.all(METRICS_PATH, (c) => (c.req.method === 'GET' ? answerMetrics(c, served, config.token) : c.text('Not Found', 404)));
}
