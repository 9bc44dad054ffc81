// Cloudflare: purge by cache tag (POST /zones/{zone_id}/purge_cache { "tags": [...] }, an API token with the
// Zone › Cache Purge permission). Pages name their tags in the Cache-Tag response header, which Cloudflare
// reads and strips. A call takes at most 30 tags, so longer lists go in several calls.
import { batches, type CachePurger, CachePurgeError, purgeRequest } from './cache-purger.ts';

export const CLOUDFLARE_API = 'https://api.cloudflare.com/client/v4';
export const CLOUDFLARE_TAGS_PER_CALL = 30;

type CloudflareAnswer = { success?: boolean; errors?: { code?: number; message?: string }[] };

export function createCloudflarePurger({ zoneId, apiToken, timeoutMs }: { zoneId: string; apiToken: string; timeoutMs: number }): CachePurger {
  const url = `${CLOUDFLARE_API}/zones/${encodeURIComponent(zoneId)}/purge_cache`;
  return {
    engine: 'cloudflare',
    async purge(keys) {
      for (const tags of batches(keys, CLOUDFLARE_TAGS_PER_CALL)) {
        const response = await purgeRequest(
          'cloudflare',
          url,
          {
            method: 'POST',
            headers: { Authorization: `Bearer ${apiToken}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({ tags }),
          },
          timeoutMs,
        );
        const answer = (await response.json().catch(() => ({}))) as CloudflareAnswer;
        if (!response.ok || answer.success !== true) {
          const detail = answer.errors?.map((error) => `${error.code ?? '?'} ${error.message ?? ''}`.trim()).join('; ') || response.statusText;
          throw new CachePurgeError('cloudflare', response.status, detail);
        }
      }
    },
  };
}
