// The one client for the CMS content API, generated from openapi/cms.yaml (types) and wrapped with
// the base URL, the optional API token and a per-call timeout. Every call asks Strapi 5 for the v4 response
// shape ({ data: { id, attributes } }) the site reads; Strapi 4 and the demo CMS answer that shape anyway.
import createClient from 'openapi-fetch';
import type { paths } from '../../generated/cms-api';

export const RESPONSE_FORMAT_HEADER = 'Strapi-Response-Format';

export type CmsClientOptions = { baseUrl: string; token: string | null; timeoutMs: number };
export type CmsClient = ReturnType<typeof createCmsClient>;

export function createCmsClient({ baseUrl, token, timeoutMs }: CmsClientOptions) {
  return createClient<paths>({
    baseUrl,
    headers: { Accept: 'application/json', [RESPONSE_FORMAT_HEADER]: 'v4', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    // Resolve fetch at call time so tests that intercept the global fetch see every call.
    fetch: (request: Request) => globalThis.fetch(request, { signal: AbortSignal.timeout(timeoutMs) }),
  });
}
