import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCmsClient } from '../../../clients/cms/cms-client.ts';
import { CONTENT_RESOURCES, fetchContentResource } from '../../../clients/cms/content-resources.ts';
import { createDemoCmsApp } from '../../../demo-backends/cms/app.ts';

let server: ServerType;
let baseUrl: string;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'demo-cms-http-'));
  // Mounted under /demo/cms in a strict app with a page catch-all, as the site server does.
  const site = new Hono().route('/demo/cms', createDemoCmsApp({ submissionsDbPath: join(dir, 'forms.sqlite') }));
  site.get('*', (c) => c.html('<h1>site page</h1>'));
  server = serve({ fetch: site.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/demo/cms`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('the site’s CMS client against the demo CMS over HTTP', () => {
  it.each(CONTENT_RESOURCES)('loads %s', async (resource) => {
    const cms = createCmsClient({ baseUrl, token: null, timeoutMs: 5_000 });
    const body = (await fetchContentResource(cms, resource)) as { data: unknown };
    expect(body.data).toBeTruthy();
  });

  it('gets every article in one page through the deepObject pagination query', async () => {
    const cms = createCmsClient({ baseUrl, token: null, timeoutMs: 5_000 });
    const body = (await fetchContentResource(cms, 'blogArticles')) as { data: unknown[]; meta: { pagination: { pageSize: number; total: number } } };
    expect(body.meta.pagination.pageSize).toBe(10_000);
    expect(body.data).toHaveLength(body.meta.pagination.total);
  });

  it('submits a form through the generated client', async () => {
    const cms = createCmsClient({ baseUrl, token: null, timeoutMs: 5_000 });
    const { data, response } = await cms.POST('/api/ezforms/submit', { body: { formData: { email: 'ada@example.com', formType: 'subscribe' } } });
    expect(response.status).toBe(200);
    expect(data?.data.id).toEqual(expect.any(Number));
  });

  it('answers unknown CMS paths itself, with Strapi’s 404, instead of falling through to the site', async () => {
    const api = await fetch(`${baseUrl}/api/unknown-type`);
    expect(api.status).toBe(404);
    expect(((await api.json()) as { error: { name: string } }).error.name).toBe('NotFoundError');
    expect((await fetch(`${baseUrl}/uploads/only-one-segment`)).status).toBe(404);
  });
});
