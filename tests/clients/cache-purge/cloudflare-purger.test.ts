// Cloudflare's purge by cache tag, against the request and answers its API documents
// (POST /client/v4/zones/{zone_id}/purge_cache, https://developers.cloudflare.com/api/resources/cache/methods/purge/).
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CachePurgeError } from '../../../clients/cache-purge/cache-purger.ts';
import { createCloudflarePurger } from '../../../clients/cache-purge/cloudflare-purger.ts';

const ZONE = '023e105f4ecef8ad9ca31a8372d0c353';
const purger = createCloudflarePurger({ zoneId: ZONE, apiToken: 'cf-token', timeoutMs: 2_000 });
const PURGED = { success: true, errors: [], messages: [], result: { id: ZONE } };

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('Cloudflare purge by cache tag', () => {
  it('posts the tags with the API token', async () => {
    const scope = nock('https://api.cloudflare.com', { reqheaders: { authorization: 'Bearer cf-token', 'content-type': 'application/json' } })
      .post(`/client/v4/zones/${ZONE}/purge_cache`, { tags: ['page:faqs', 'layout'] })
      .reply(200, PURGED);
    await purger.purge(['page:faqs', 'layout']);
    expect(scope.isDone()).toBe(true);
  });

  it('sends at most 30 tags a call', async () => {
    const keys = Array.from({ length: 31 }, (_, index) => `article:a${index}`);
    const scope = nock('https://api.cloudflare.com')
      .post(`/client/v4/zones/${ZONE}/purge_cache`, { tags: keys.slice(0, 30) })
      .reply(200, PURGED)
      .post(`/client/v4/zones/${ZONE}/purge_cache`, { tags: keys.slice(30) })
      .reply(200, PURGED);
    await purger.purge(keys);
    expect(scope.isDone()).toBe(true);
  });

  it('a refused purge throws with Cloudflare’s error code and message', async () => {
    nock('https://api.cloudflare.com')
      .post(`/client/v4/zones/${ZONE}/purge_cache`)
      .reply(403, { success: false, errors: [{ code: 10000, message: 'Authentication error' }], messages: [], result: null });
    await expect(purger.purge(['layout'])).rejects.toThrowError(new CachePurgeError('cloudflare', 403, '10000 Authentication error'));
  });

  it('a 200 that says success: false is a failure too', async () => {
    nock('https://api.cloudflare.com')
      .post(`/client/v4/zones/${ZONE}/purge_cache`)
      .reply(200, { success: false, errors: [{ code: 1134, message: 'Purge by tag is not available' }], messages: [], result: null });
    await expect(purger.purge(['layout'])).rejects.toThrow('1134 Purge by tag is not available');
  });
});
