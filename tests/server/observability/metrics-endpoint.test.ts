import { Hono } from 'hono';
import { Registry, Counter } from 'prom-client';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../../server/config/config.ts';
import { metricsConfigFrom, metricsEnabled } from '../../../server/observability/metrics-config.ts';
import { mountPublicMetrics } from '../../../server/observability/metrics-endpoint.ts';
import { carriesToken } from '../../../server/observability/metrics-token.cjs';
import { startMetricsServer } from '../../../server/observability/metrics-thread.ts';

const TOKEN = 'a-metrics-token-of-32-characters';

function registryWithOneMetric(): Registry {
  const registry = new Registry();
  new Counter({ name: 'site_probe_total', help: 'probe', registers: [registry] }).inc(3);
  return registry;
}

function publicApp(env: Record<string, string>): Hono {
  const config = metricsConfigFrom(env);
  const app = new Hono();
  mountPublicMetrics(app, metricsEnabled(config) ? registryWithOneMetric() : null, config);
  app.get('*', (c) => c.text('a page'));
  return app;
}

describe('metrics configuration', () => {
  it('is off with neither a port nor a token, and listens on loopback by default', () => {
    expect(metricsEnabled(metricsConfigFrom({}))).toBe(false);
    expect(metricsConfigFrom({ METRICS_PORT: '9464' })).toEqual({ port: 9464, host: '127.0.0.1', token: null });
    expect(metricsConfigFrom({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it.each([
    [{ METRICS_PORT: 'ninety' }, /METRICS_PORT must be a whole number from 1 to 65535, got "ninety"/],
    [{ METRICS_PORT: '70000' }, /METRICS_PORT must be a whole number from 1 to 65535, got "70000"/],
    [{ PORT: '3000', METRICS_PORT: '3000' }, /METRICS_PORT must differ from PORT/],
    [{ METRICS_HOST: '10.0.0.5' }, /set METRICS_PORT too/],
    [{ METRICS_TOKEN: 'short' }, /at least 16 characters/],
  ])('refuses %o', (env, message) => {
    expect(() => metricsConfigFrom(env)).toThrow(ConfigurationError);
    expect(() => metricsConfigFrom(env)).toThrow(message);
  });
});

describe('/metrics on the public port', () => {
  it('answers 404 without a token configured, even with metrics on for the private port', async () => {
    for (const env of [{}, { METRICS_PORT: '9464' }] as Record<string, string>[]) {
      const response = await publicApp(env).request('/metrics');
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('site_probe_total');
    }
  });

  it('answers 404 to a missing or wrong bearer token, and the metrics to the right one', async () => {
    const app = publicApp({ METRICS_TOKEN: TOKEN });
    expect((await app.request('/metrics')).status).toBe(404);
    expect((await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}x` } })).status).toBe(404);
    expect((await app.request('/metrics', { headers: { Authorization: `Basic ${TOKEN}` } })).status).toBe(404);
    const response = await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.text()).toContain('site_probe_total 3');
  });

  it('compares tokens whole', () => {
    expect(carriesToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(carriesToken(`bearer   ${TOKEN}`, TOKEN)).toBe(true);
    expect(carriesToken(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(carriesToken(undefined, TOKEN)).toBe(false);
    expect(carriesToken(undefined, null)).toBe(true);
  });
});

describe('the metrics port', () => {
  let close: (() => Promise<void>) | null = null;
  afterEach(() => close?.());

  it('serves /metrics on loopback, and asks for the token when one is set', async () => {
    const server = await startMetricsServer(registryWithOneMetric(), { port: 0, host: '127.0.0.1', token: TOKEN });
    close = () => server.close();
    expect(server.host).toBe('127.0.0.1');
    const base = `http://127.0.0.1:${server.port}`;
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    const answer = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(await answer.text()).toContain('site_probe_total 3');
    expect((await fetch(`${base}/`)).status).toBe(404);
  });

  it("answers a scrape while the site's main thread is busy, with counts at most a publish interval old", async () => {
    const registry = registryWithOneMetric();
    const server = await startMetricsServer(registry, { port: 0, host: '127.0.0.1', token: null });
    close = () => server.close();
    // A scrape from another thread while this one is blocked, as page renders under load block it.
    const scrape = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       parentPort.once('message', async () => {
         const started = performance.now();
         const text = await (await fetch(workerData)).text();
         parentPort.postMessage({ ms: performance.now() - started, text });
       });`,
      { eval: true, workerData: `http://127.0.0.1:${server.port}/metrics` },
    );
    const answered = once(scrape, 'message');
    scrape.postMessage('go');
    const blockedUntil = performance.now() + 1_500;
    while (performance.now() < blockedUntil); // the main thread renders nothing else meanwhile
    const [{ ms, text }] = (await answered) as [{ ms: number; text: string }];
    await scrape.terminate();
    expect(text).toContain('site_probe_total 3');
    expect(ms).toBeLessThan(1_000);
  });
});
