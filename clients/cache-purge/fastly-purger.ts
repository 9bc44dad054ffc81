// Fastly: purge by surrogate key (POST /service/{service_id}/purge with the keys in a Surrogate-Key request
// header, an API token with purge_select in Fastly-Key), at most 256 keys a call. Soft purges
// (Fastly-Soft-Purge: 1) mark objects stale, so Fastly can still serve them while the site is down.
import { batches, type CachePurger, CachePurgeError, purgeRequest } from './cache-purger.ts';

export const FASTLY_API = 'https://api.fastly.com';
export const FASTLY_KEYS_PER_CALL = 256;

export function createFastlyPurger({ serviceId, apiToken, timeoutMs }: { serviceId: string; apiToken: string; timeoutMs: number }): CachePurger {
  const url = `${FASTLY_API}/service/${encodeURIComponent(serviceId)}/purge`;
  return {
    engine: 'fastly',
    async purge(keys) {
      for (const batch of batches(keys, FASTLY_KEYS_PER_CALL)) {
        const response = await purgeRequest(
          'fastly',
          url,
          {
            method: 'POST',
            headers: { 'Fastly-Key': apiToken, 'Surrogate-Key': batch.join(' '), 'Fastly-Soft-Purge': '1', Accept: 'application/json' },
          },
          timeoutMs,
        );
        const text = await response.text();
        if (!response.ok) {
          let detail = text.slice(0, 200) || response.statusText;
          try {
            const answer = JSON.parse(text) as { msg?: string; detail?: string };
            detail = [answer.msg, answer.detail].filter(Boolean).join(': ') || detail;
          } catch {
            // not JSON: keep the text
          }
          throw new CachePurgeError('fastly', response.status, detail);
        }
      }
    },
  };
}
