import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDemoCmsApp } from '../../../demo-backends/cms/app.ts';
import { openFormSubmissionStore } from '../../../demo-backends/cms/form-submissions.ts';
import { MEDIA } from '../../../demo-backends/cms/media/catalogue.ts';
import { resourceValidators } from '../../../generated/cms-validators.ts';

let dir: string;
let dbPath: string;
let app: ReturnType<typeof createDemoCmsApp>;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'demo-cms-'));
  dbPath = join(dir, 'nested', 'forms.sqlite');
  app = createDemoCmsApp({ submissionsDbPath: dbPath });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const json = async (response: Response) => (await response.json()) as any;
const post = (body: string) => app.request('/api/ezforms/submit', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });

/** The nine GETs exactly as the site sends them (spec §7). */
const SITE_REQUESTS = {
  getPages: '/api/pages/?populate=deep,5',
  getBlogArticles: '/api/blog-articles/?populate=deep,5&pagination[page]=1&pagination[pageSize]=10000',
  getHeader: '/api/header',
  getNavigation: '/api/navigation/',
  getSubscribeModal: '/api/subscribe-modal/',
  getSoldOutModal: '/api/sold-out-modal/',
  getFooter: '/api/footer?populate=deep,5',
  getInfoModal: '/api/info-modal/?populate=deep',
  getPrivacyChoices: '/api/privacy-choice',
} as const;

describe('demo CMS content API', () => {
  it.each(Object.entries(SITE_REQUESTS))('%s answers %s with a body matching the schema', async (operation, path) => {
    const response = await app.request(path, { headers: { Authorization: 'Bearer any-token' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const validate = resourceValidators[operation as keyof typeof SITE_REQUESTS];
    expect(validate(await json(response)), JSON.stringify(validate.errors)).toBe(true);
  });

  it('answers with or without the trailing slash', async () => {
    expect((await app.request('/api/pages')).status).toBe(200);
    expect((await app.request('/api/header/')).status).toBe(200);
  });

  it('returns every article on one page when the site asks for 10000', async () => {
    const body = await json(await app.request(SITE_REQUESTS.getBlogArticles));
    expect(body.meta.pagination).toEqual({ page: 1, pageSize: 10000, pageCount: 1, total: body.data.length });
  });

  it('pages the articles by pagination[page] and pagination[pageSize]', async () => {
    const all = (await json(await app.request('/api/blog-articles?pagination[pageSize]=100'))).data;
    const second = await json(await app.request('/api/blog-articles?pagination[page]=2&pagination[pageSize]=3'));
    expect(second.data.map((a: any) => a.id)).toEqual(all.slice(3, 6).map((a: any) => a.id));
    expect(second.meta.pagination).toEqual({ page: 2, pageSize: 3, pageCount: Math.ceil(all.length / 3), total: all.length });
    const beyond = await json(await app.request('/api/blog-articles?pagination[page]=99&pagination[pageSize]=3'));
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.pagination.total).toBe(all.length);
  });

  it('uses Strapi’s default page size of 25 when none is given', async () => {
    expect((await json(await app.request('/api/pages'))).meta.pagination).toMatchObject({ page: 1, pageSize: 25 });
  });

  it('rejects a page number that is not a positive integer with a Strapi validation error', async () => {
    const response = await app.request('/api/blog-articles?pagination[page]=0');
    expect(response.status).toBe(400);
    expect((await json(response)).error).toMatchObject({ status: 400, name: 'ValidationError' });
  });

  it('answers unknown API paths with Strapi’s 404 body', async () => {
    const response = await app.request('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } });
  });
});

describe('demo CMS uploads', () => {
  const url = (key: keyof typeof MEDIA) => `/uploads/${MEDIA[key].hash}/${MEDIA[key].hash}${MEDIA[key].ext}`;

  it('serves a drawing as SVG with a year-long immutable cache', async () => {
    const response = await app.request(url('bedWhite'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toMatch(/^<svg /);
  });

  it('serves the video as MP4 and a byte range of it as 206', async () => {
    const full = await app.request(url('measureVideo'));
    expect(full.headers.get('content-type')).toBe('video/mp4');
    const part = await app.request(url('measureVideo'), { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const unsatisfiable = await app.request(url('measureVideo'), { headers: { Range: 'bytes=99999999-' } });
    expect(unsatisfiable.status).toBe(416);
  });

  it('serves the captions as WebVTT', async () => {
    const response = await app.request(url('measureCaptions'));
    expect(response.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
  });

  it('answers 404 for an unknown hash, a mismatched file name or a path outside the library', async () => {
    expect((await app.request('/uploads/nope_123456/nope_123456.svg')).status).toBe(404);
    expect((await app.request(`/uploads/${MEDIA.bedWhite.hash}/other.svg`)).status).toBe(404);
    expect((await app.request('/uploads/..%2F..%2Fapp.ts/app.ts')).status).toBe(404);
  });
});

describe('demo CMS form submissions', () => {
  it('stores the formData and answers with its id and time', async () => {
    const formData = { email: 'ada@example.com', mobile: '0412345678', message: 'Do you ship to Hobart?', formType: 'contact' };
    const response = await post(JSON.stringify({ formData }));
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body.data).toEqual({ id: expect.any(Number), createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    const store = openFormSubmissionStore(dbPath);
    expect(await store.list()).toEqual([{ id: body.data.id, formData, createdAt: body.data.createdAt }]);
    await store.close();
  });

  it('keeps submissions when the app and its database are opened again', async () => {
    await post(JSON.stringify({ formData: { email: 'first@example.com' } }));
    const reopened = createDemoCmsApp({ submissionsDbPath: dbPath });
    await reopened.request('/api/ezforms/submit', { method: 'POST', body: JSON.stringify({ formData: { email: 'second@example.com' } }), headers: { 'Content-Type': 'application/json' } });
    const store = openFormSubmissionStore(dbPath);
    expect((await store.list()).map((s) => s.formData.email)).toEqual(['first@example.com', 'second@example.com']);
    await store.close();
  });

  it('ignores a repeated submissionId (a retried delivery) and answers with the stored submission', async () => {
    const formData = { email: 'ada@example.com', formType: 'subscribe', submissionId: '6f1c1f0e-2b7a-4d6e-9a53-0c9f1d2e3a4b' };
    const first = await json(await post(JSON.stringify({ formData })));
    const again = await post(JSON.stringify({ formData }));
    expect(again.status).toBe(200);
    expect((await json(again)).data).toEqual(first.data);
    await post(JSON.stringify({ formData: { email: 'ada@example.com', formType: 'subscribe', submissionId: 'another-id' } }));
    await post(JSON.stringify({ formData: { email: 'no-id@example.com' } }));
    await post(JSON.stringify({ formData: { email: 'no-id@example.com' } }));
    const store = openFormSubmissionStore(dbPath);
    expect((await store.list()).map((s) => s.formData.submissionId ?? null)).toEqual([formData.submissionId, 'another-id', null, null]);
    await store.close();
  });

  it.each([
    ['no formData', JSON.stringify({ email: 'a@example.com' })],
    ['formData that is a string', JSON.stringify({ formData: 'a@example.com' })],
    ['formData that is an array', JSON.stringify({ formData: [] })],
    ['formData that is null', JSON.stringify({ formData: null })],
    ['a body that is not JSON', 'email=a@example.com'],
  ])('answers 400 with a Strapi validation error for %s', async (_, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const error = (await json(response)).error;
    expect(error).toMatchObject({ status: 400, name: 'ValidationError' });
    expect(error.message).toMatch(/formData|JSON/);
  });

  it('refuses a body larger than a form could be', async () => {
    const response = await post(JSON.stringify({ formData: { message: 'x'.repeat(20_000) } }));
    expect(response.status).toBe(413);
  });
});
