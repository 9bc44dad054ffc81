import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { createCmsClient } from '../../../clients/cms/cms-client.ts';
import { fetchContentResource } from '../../../clients/cms/content-resources.ts';

const CMS = 'http://cms.test';
const header = { data: { id: 1, attributes: {} }, meta: {} };

afterEach(() => nock.cleanAll());

describe('CMS client requests', () => {
  it('ask Strapi for the v4 response shape and send no Authorization without a token', async () => {
    const scope = nock(CMS, { badheaders: ['authorization'] }).get('/api/header').matchHeader('strapi-response-format', 'v4').reply(200, header);
    await expect(fetchContentResource(createCmsClient({ baseUrl: CMS, token: null, timeoutMs: 1000 }), 'header')).resolves.toEqual(header);
    expect(scope.isDone()).toBe(true);
  });

  it('send the token as a bearer token when one is given', async () => {
    const scope = nock(CMS).get('/api/header').matchHeader('authorization', 'Bearer secret').matchHeader('strapi-response-format', 'v4').reply(200, header);
    await fetchContentResource(createCmsClient({ baseUrl: CMS, token: 'secret', timeoutMs: 1000 }), 'header');
    expect(scope.isDone()).toBe(true);
  });
});
