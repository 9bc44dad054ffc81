// HTTP behaviour of the built site (no browser needed, but it shares the browser project's running site).
import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');

async function firstAsset(path: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  const match = html.match(pattern);
  if (!match) throw new Error(`no asset matching ${pattern} on ${path}`);
  return match[1]!;
}

describe('site server', () => {
  it('answers /healthz with the content state', async () => {
    const response = await fetch(`${baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', content: { complete: true } });
  });

  it('serves hashed assets for a year, immutable, precompressed with brotli', async () => {
    // The stylesheet is always well over the 1 KB below which assets are not precompressed.
    const stylesheet = await firstAsset('/', /<link[^>]+href="(\/assets\/[^"]+\.css)"/);
    const response = await fetch(`${baseUrl}${stylesheet}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('Content-Encoding')).toBe('br');
  });

  it('serves the preloaded web fonts, named by their content, for a year, immutable', async () => {
    const font = await firstAsset('/', /<link rel="preload" as="font" type="font\/woff2" href="(\/fonts\/[^"]+\.woff2)"/);
    const response = await fetch(`${baseUrl}${font}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('compresses pages with brotli or gzip', async () => {
    const br = await fetch(`${baseUrl}/`, { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(await br.text()).toContain('</html>');
    const gzip = await fetch(`${baseUrl}/`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
  });

  it('answers unknown paths with 404 and the not-found message', async () => {
    for (const path of ['/no-such-page', '/deeper/path/here', '/404']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('This page could not be found');
    }
  });

  it('sets the page title and description from the page SEO data', async () => {
    const html = await (await fetch(`${baseUrl}/how-it-works`)).text();
    expect(html).toMatch(/<title>[^<]+\| Linden &amp; Tuck<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  });

  it('serves the embedded demo CMS and shop in their real path schemes', async () => {
    const header = await fetch(`${baseUrl}/demo/cms/api/header`);
    expect(header.status).toBe(200);
    expect(await header.json()).toMatchObject({ data: { attributes: expect.any(Object) } });
    const shop = await fetch(`${baseUrl}/demo/shop/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ products(first: 2) { nodes { title } } }' }),
    });
    expect(((await shop.json()) as { data: { products: { nodes: unknown[] } } }).data.products.nodes).toHaveLength(2);
  });
});
