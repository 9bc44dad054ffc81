// The METRICS_PORT listener runs on a thread of its own, so a scrape is answered at once even while page renders
// keep the main event loop busy (on the main thread a scrape under load waited 200–800 ms behind them). The main
// thread hands the thread the registry's text every METRICS_PUBLISH_INTERVAL_MS; a scrape reads the latest, at
// most that old, which is nothing next to Prometheus's scrape interval.
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { Registry } from 'prom-client';
import { errorMessage, log } from '../logging/logger.ts';
import type { MetricsConfig } from './metrics-config.ts';
import { METRICS_PATH } from './metrics-endpoint.ts';

export const METRICS_PUBLISH_INTERVAL_MS = 1_000;

export type MetricsServer = { host: string; port: number; close(): Promise<void> };

/** Starts the private listener on its own thread; resolves once it listens (rejects when it cannot). */
export async function startMetricsServer(registry: Registry, config: MetricsConfig & { port: number }): Promise<MetricsServer> {
  const worker = new Worker(new URL('./metrics-listener.cjs', import.meta.url), {
    workerData: { path: METRICS_PATH, host: config.host, port: config.port, token: config.token },
  });
  const publish = async () => worker.postMessage({ text: await registry.metrics(), contentType: registry.contentType });
  await publish(); // the first scrape already has something to read
  const [started] = (await once(worker, 'message')) as [{ listening?: { address: string; port: number }; failed?: string }];
  if (!started.listening) {
    await worker.terminate();
    throw new Error(`The metrics port could not listen on ${config.host}:${config.port}: ${started.failed}`);
  }
  const timer = setInterval(
    () => publish().catch((error: unknown) => log.warn('metrics.publish_failed', { reason: errorMessage(error) })),
    METRICS_PUBLISH_INTERVAL_MS,
  );
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
