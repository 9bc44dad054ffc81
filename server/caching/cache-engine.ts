// The shared cache in front of the site (a CDN or Varnish), as the configuration names it: which response
// header carries a page's surrogate keys, and which purge client forgets them. None configured: only the
// in-process page cache is purged, and pages carry no key header.
import { createCloudflarePurger } from '../../clients/cache-purge/cloudflare-purger.ts';
import type { CachePurger } from '../../clients/cache-purge/cache-purger.ts';
import { createFastlyPurger } from '../../clients/cache-purge/fastly-purger.ts';
import { createVarnishPurger } from '../../clients/cache-purge/varnish-purger.ts';
import * as v from 'valibot';
import { ConfigurationError } from '../config/configuration-error.ts';
import { parseVariable } from '../config/variables.ts';

export type CacheEngineConfig =
  | { kind: 'none' }
  | { kind: 'varnish'; purgeUrl: string; purgeSecret: string }
  | { kind: 'cloudflare'; zoneId: string; apiToken: string }
  | { kind: 'fastly'; serviceId: string; apiToken: string };

/** The variables read by server/config/config.ts (null when unset). */
export type CacheEngineVariables = {
  CACHE_PURGE: string | null;
  VARNISH_PURGE_URL: string | null;
  VARNISH_PURGE_SECRET: string | null;
  CLOUDFLARE_ZONE_ID: string | null;
  CLOUDFLARE_API_TOKEN: string | null;
  FASTLY_SERVICE_ID: string | null;
  FASTLY_API_TOKEN: string | null;
};

const ENGINE_VARIABLES = {
  varnish: ['VARNISH_PURGE_URL', 'VARNISH_PURGE_SECRET'],
  cloudflare: ['CLOUDFLARE_ZONE_ID', 'CLOUDFLARE_API_TOKEN'],
  fastly: ['FASTLY_SERVICE_ID', 'FASTLY_API_TOKEN'],
} as const satisfies Record<string, readonly (keyof CacheEngineVariables)[]>;
type EngineKind = keyof typeof ENGINE_VARIABLES;
const ENGINES = Object.keys(ENGINE_VARIABLES) as EngineKind[];
const engineName = v.pipe(v.string(), v.toLowerCase(), v.picklist(ENGINES, `must be one of ${ENGINES.join(', ')}`));
const varnishPurgeUrl = v.pipe(v.string(), v.regex(/^https?:\/\/[^/]+/i, 'must be an http(s) URL'));
/** Sent in a header and written into the VCL (scripts/varnish-site-vcl.ts): characters both carry as they are. */
export const varnishPurgeSecret = v.pipe(
  v.string(),
  v.minLength(32, 'must be at least 32 characters'),
  v.regex(/^[A-Za-z0-9._~+/=-]+$/, 'may hold only letters, digits and . _ ~ + / = -'),
);

/** CACHE_PURGE and its engine's variables: all of them or none; another engine's variables are a mistake. */
export function cacheEngineFrom(variables: CacheEngineVariables): CacheEngineConfig {
  const chosen = variables.CACHE_PURGE === null ? null : parseVariable('CACHE_PURGE', variables.CACHE_PURGE, engineName);
  const engines = ENGINES.join(', ');
  const stray = Object.entries(ENGINE_VARIABLES).flatMap(([engine, names]) => (engine === chosen ? [] : names.filter((name) => variables[name] !== null)));
  if (stray.length > 0) {
    const because = chosen === null ? 'CACHE_PURGE is not set' : `CACHE_PURGE is ${chosen}`;
    throw new ConfigurationError(`The cache purge is only partly configured: ${stray.join(', ')} set but ${because} (one of ${engines})`);
  }
  if (chosen === null) return { kind: 'none' };
  const missing = ENGINE_VARIABLES[chosen].filter((name) => variables[name] === null);
  if (missing.length > 0) throw new ConfigurationError(`The cache purge (CACHE_PURGE=${chosen}) is only partly configured; missing: ${missing.join(', ')}`);
  switch (chosen) {
    case 'varnish': {
      return {
        kind: 'varnish',
        purgeUrl: parseVariable('VARNISH_PURGE_URL', variables.VARNISH_PURGE_URL!, varnishPurgeUrl),
        purgeSecret: parseVariable('VARNISH_PURGE_SECRET', variables.VARNISH_PURGE_SECRET!, varnishPurgeSecret, { quoteValue: false }),
      };
    }
    case 'cloudflare':
      return { kind: 'cloudflare', zoneId: variables.CLOUDFLARE_ZONE_ID!, apiToken: variables.CLOUDFLARE_API_TOKEN! };
    case 'fastly':
      return { kind: 'fastly', serviceId: variables.FASTLY_SERVICE_ID!, apiToken: variables.FASTLY_API_TOKEN! };
  }
}

/** The response header an engine reads a page's surrogate keys from, and how keys are joined in it. */
export type SurrogateKeyHeader = { name: string; separator: string };

const KEY_HEADERS: Record<EngineKind, SurrogateKeyHeader> = {
  // xkey (varnish-modules) splits on spaces and commas; the VCL removes the header before delivery.
  varnish: { name: 'xkey', separator: ' ' },
  // Cloudflare reads comma-separated Cache-Tag and strips it before delivery.
  cloudflare: { name: 'Cache-Tag', separator: ',' },
  // Fastly reads space-separated Surrogate-Key and strips it before delivery.
  fastly: { name: 'Surrogate-Key', separator: ' ' },
};

export function surrogateKeyHeaderOf(engine: CacheEngineConfig): SurrogateKeyHeader | null {
  return engine.kind === 'none' ? null : KEY_HEADERS[engine.kind];
}

/** The engine's purge client; null when none is configured. */
export function cachePurgerOf(engine: CacheEngineConfig, timeoutMs: number): CachePurger | null {
  switch (engine.kind) {
    case 'none':
      return null;
    case 'varnish':
      return createVarnishPurger({ purgeUrl: engine.purgeUrl, purgeSecret: engine.purgeSecret, timeoutMs });
    case 'cloudflare':
      return createCloudflarePurger({ zoneId: engine.zoneId, apiToken: engine.apiToken, timeoutMs });
    case 'fastly':
      return createFastlyPurger({ serviceId: engine.serviceId, apiToken: engine.apiToken, timeoutMs });
  }
}
