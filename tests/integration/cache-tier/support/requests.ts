// Requests the cache-tier tests make that fetch cannot: any Host header; and waiting for something to happen.
import { request } from 'node:http';

/** A GET to the local Varnish on `port` with this Host header (fetch sets its own). */
export function getWithHost(port: number, path: string, host: string): Promise<{ status: number; cache: string | undefined }> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, headers: { Host: host } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode!, cache: response.headers['x-cache'] as string | undefined }));
    });
    sent.on('error', reject).end();
  });
}

/** Asks `attempt` every 50 ms until it gives a value; throws after `timeoutMs`. */
export async function pollUntil<T>(what: string, timeoutMs: number, attempt: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await attempt();
    if (result !== null) return result;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
