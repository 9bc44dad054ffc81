import { afterAll, describe, expect, it } from 'vitest';
import { type StubSite, stubSite } from '../caching/stub-site.ts';

const site: StubSite = await stubSite();
afterAll(() => site.cleanup());

const get = (path: string, init?: RequestInit) => site.app.request(path, init);

describe('redirect middleware', () => {
  it('answers old URLs with a permanent redirect to the new path before any page renders', async () => {
    const before = site.renders.length;
    const response = await get('/pages/our-story');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/experts');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400');
    expect(site.renders.length).toBe(before);
  });

  it('redirects the buy flow’s unknown steps but renders its own steps', async () => {
    expect((await get('/buy?step=9')).headers.get('Location')).toBe('/buy');
    expect((await get('/buy?step=2')).status).toBe(200);
  });

  it('answers Vike’s client-side pageContext.json fetch of an old URL with 404, so the router reloads the page', async () => {
    const response = await get('/pages/faqs/index.pageContext.json');
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).not.toMatch(/json/);
  });

  it('leaves writes alone', async () => {
    const response = await get('/pages/faqs', { method: 'POST' });
    expect(response.status).not.toBe(301);
  });

  it.each([
    '//evil.com',
    '/\\evil.com',
    '//evil.com/pages/faqs',
    '/%2F%2Fevil.com',
    '/%5Cevil.com',
    '/en//evil.com',
    '/en/%2F%2Fevil.com',
    '/en/\\evil.com',
    '/get-out-of-bed/%2F%2Fevil.com',
    '/blogs/get-out-of-bed/%5C%5Cevil.com',
  ])('%s never redirects to another site', async (path) => {
    const response = await get(`http://localhost${path}`);
    const location = response.headers.get('Location');
    if (location !== null) {
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, 'https://linden.test').origin).toBe('https://linden.test');
    }
  });
});
