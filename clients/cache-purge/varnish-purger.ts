// Varnish with the xkey module (deploy/varnish/default.vcl): an HTTP PURGE to a listener whose ACL allows this
// site, with the purge secret the VCL holds (X-Purge-Secret), naming the keys in the `xkey-softpurge` header. A soft purge marks the tagged objects stale instead of
// dropping them, so Varnish still has them to serve (grace) if the site cannot answer the refetch.
import { type CachePurger, CachePurgeError, purgeRequest } from './cache-purger.ts';

export const VARNISH_SOFT_PURGE_HEADER = 'xkey-softpurge';
export const VARNISH_PURGE_SECRET_HEADER = 'X-Purge-Secret';

export function createVarnishPurger({ purgeUrl, purgeSecret, timeoutMs }: { purgeUrl: string; purgeSecret: string; timeoutMs: number }): CachePurger {
  return {
    engine: 'varnish',
    async purge(keys) {
      if (keys.length === 0) return;
      const response = await purgeRequest(
        'varnish',
        purgeUrl,
        { method: 'PURGE', headers: { [VARNISH_SOFT_PURGE_HEADER]: keys.join(' '), [VARNISH_PURGE_SECRET_HEADER]: purgeSecret } },
        timeoutMs,
      );
      const text = await response.text();
      if (!response.ok) throw new CachePurgeError('varnish', response.status, text.slice(0, 200) || response.statusText);
    },
  };
}
