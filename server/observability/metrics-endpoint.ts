// Serving /metrics where the public cannot read it. On the public port it answers 404 unless the request carries
// METRICS_TOKEN as a bearer token (compared in constant time); METRICS_PORT adds a second listener, on loopback
// unless METRICS_HOST names the private network, that serves /metrics alone (and asks for the token too when set):
// metrics-thread.ts.
import type { Context, Hono } from 'hono';
import type { Registry } from 'prom-client';
import type { MetricsConfig } from './metrics-config.ts';
import { carriesToken } from './metrics-token.cjs';

export const METRICS_PATH = '/metrics';

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
