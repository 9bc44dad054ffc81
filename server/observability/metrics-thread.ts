// The METRICS_PORT listener runs on a thread of its own, so a scrape is answered at once even while page renders
// keep the main event loop busy (on the main thread a scrape under load waited 200–800 ms behind them). The main
// thread hands the thread the registry's text every METRICS_PUBLISH_INTERVAL_MS; a scrape reads the latest, at
// most that old, which is nothing next to Prometheus's scrape interval.
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { Registry } from 'prom-client';
import { errorMessage, log } from '../logging/logger.ts';
import type { MetricsConfig } from './metrics-config.ts';
import { METRICS_PATH, tokenDigest } from './metrics-endpoint.ts';

export const METRICS_PUBLISH_INTERVAL_MS = 1_000;

// Plain CommonJS run with `eval`, so the thread needs no loader for TypeScript in development or production.
const THREAD_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const { createServer } = require('node:http');
const { createHash, timingSafeEqual } = require('node:crypto');
const { path, host, port, tokenDigest } = workerData;
const expected = tokenDigest === null ? null : Buffer.from(tokenDigest, 'hex');
let latest = { text: '', contentType: 'text/plain; version=0.0.4; charset=utf-8' };
parentPort.on('message', (published) => { latest = published; });
function allowed(authorization) {
  if (expected === null) return true;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization || '');
  return match !== null && timingSafeEqual(createHash('sha256').update(match[1]).digest(), expected);
}
const server = createServer((request, response) => {
  const ok = request.method === 'GET' && request.url.split('?')[0] === path && allowed(request.headers.authorization);
  response.writeHead(ok ? 200 : 404, { 'Content-Type': ok ? latest.contentType : 'text/plain', 'Cache-Control': 'no-store' });
  response.end(ok ? latest.text : 'Not Found');
});
server.once('error', (error) => parentPort.postMessage({ failed: error.message }));
server.listen(port, host, () => parentPort.postMessage({ listening: server.address() }));
`;

export type MetricsServer = { host: string; port: number; close(): Promise<void> };

/** Starts the private listener on its own thread; resolves once it listens (rejects when it cannot). */
export async function startMetricsServer(registry: Registry, config: MetricsConfig & { port: number }): Promise<MetricsServer> {
  const worker = new Worker(THREAD_SOURCE, {
    eval: true,
    workerData: { path: METRICS_PATH, host: config.host, port: config.port, tokenDigest: config.token === null ? null : tokenDigest(config.token).toString('hex') },
  });
  const publish = async () => worker.postMessage({ text: await registry.metrics(), contentType: registry.contentType });
  await publish(); // the first scrape already has something to read
  const [started] = (await once(worker, 'message')) as [{ listening?: { address: string; port: number }; failed?: string }];
  if (!started.listening) {
    await worker.terminate();
    throw new Error(`The metrics port could not listen on ${config.host}:${config.port}: ${started.failed}`);
  }
  const timer = setInterval(() => publish().catch((error: unknown) => log.warn('metrics.publish_failed', { reason: errorMessage(error) })), METRICS_PUBLISH_INTERVAL_MS);
  timer.unref();
  worker.unref();
  return {
    host: started.listening.address,
    port: started.listening.port,
    close: async () => {
      clearInterval(timer);
      await worker.terminate();
    },
  };
}
