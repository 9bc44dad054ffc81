// Fastly's purge by surrogate key, against the request and answer its API documents
// (POST /service/{service_id}/purge with a Surrogate-Key header, https://www.fastly.com/documentation/reference/api/purging/).
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFastlyPurger } from '../../../clients/cache-purge/fastly-purger.ts';

const SERVICE = 'SU1Z0isxPaozGVKXdv0eY';
const purger = createFastlyPurger({ serviceId: SERVICE, apiToken: 'fastly-token', timeoutMs: 2_000 });

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('Fastly purge by surrogate key', () => {
  it('posts the keys in the Surrogate-Key header, soft, with the API token', async () => {
    const scope = nock('https://api.fastly.com', {
      reqheaders: { 'fastly-key': 'fastly-token', 'surrogate-key': 'page:faqs layout', 'fastly-soft-purge': '1' },
    })
      .post(`/service/${SERVICE}/purge`)
      .reply(200, { 'page:faqs': '108-1391560174-974124', layout: '108-1391560174-974125' });
    await purger.purge(['page:faqs', 'layout']);
    expect(scope.isDone()).toBe(true);
  });

  it('sends at most 256 keys a call', async () => {
    const keys = Array.from({ length: 257 }, (_, index) => `article:a${index}`);
    const scope = nock('https://api.fastly.com')
      .post(`/service/${SERVICE}/purge`)
      .matchHeader('surrogate-key', keys.slice(0, 256).join(' '))
      .reply(200, {})
      .post(`/service/${SERVICE}/purge`)
      .matchHeader('surrogate-key', keys[256]!)
      .reply(200, {});
    await purger.purge(keys);
    expect(scope.isDone()).toBe(true);
  });

  it('a refused purge throws with Fastly’s message', async () => {
    nock('https://api.fastly.com').post(`/service/${SERVICE}/purge`).reply(401, { msg: 'Provided credentials are missing or invalid' });
    await expect(purger.purge(['layout'])).rejects.toThrow('fastly purge failed (HTTP 401): Provided credentials are missing or invalid');
  });

  it('a connection that fails throws, so the purge is tried again', async () => {
    nock('https://api.fastly.com').post(`/service/${SERVICE}/purge`).replyWithError('socket hang up');
    await expect(purger.purge(['layout'])).rejects.toThrow(/fastly purge failed: /);
  });
});
