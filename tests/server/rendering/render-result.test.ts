// The render's typed result: what the page's data hook learned (pageContext.renderFacts) comes back beside the
// response, and nothing of it travels in response headers.
import { Hono } from 'hono';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StorefrontClient } from '../../../clients/storefront/storefront-client.ts';
import type { ContentSnapshot } from '../../../content/content-snapshot.ts';
import type { RenderFacts } from '../../../content/render-facts.ts';
import type { RenderOptions, RenderResult } from '../../../server/rendering/render-result.ts';
import { STATIC_CATALOG } from '../../../shop-rules/recent-catalog.ts';

const renderPage = vi.fn();
vi.mock('vike/server', () => ({ renderPage: (...args: unknown[]) => renderPage(...args) }));
// A fresh render-page module, so it reads the mocked Vike even if an earlier file in this worker imported it.
vi.resetModules();
const { renderWithVike } = await import('../../../server/rendering/render-page.ts');

const context = {
  content: () => ({}) as ContentSnapshot,
  mediaSource: { layout: 'hashed', base: '/media' } as const,
  siteUrl: 'http://site.test',
  shop: {} as StorefrontClient,
  blockChunks: {},
  appVersionCookieName: 'lt_app_version',
  shopifyAnalytics: null,
};

async function render(path: string, options: RenderOptions, renderFacts?: RenderFacts): Promise<RenderResult> {
  renderPage.mockResolvedValue({
    httpResponse: {
      statusCode: 200,
      headers: [
        ['Content-Type', 'text/html;charset=utf-8'],
        ['Cache-Control', 'no-store'],
      ],
      body: '<h1>page</h1>',
    },
    ...(renderFacts ? { renderFacts } : {}),
  });
  let result!: RenderResult;
  const app = new Hono();
  app.get('*', async (c) => {
    result = await renderWithVike(c, context, options);
    return result.response;
  });
  await app.request(path);
  return result;
}

beforeEach(() => renderPage.mockReset());

describe('the result of a render', () => {
  it('names the surrogate keys, missing live data and cache class the page learned, in no header', async () => {
    const facts: RenderFacts = {
      sources: { kind: 'page', slug: 'products', listsArticles: false, listedArticles: [], showsShopData: true },
      liveDataMissing: true,
      cacheClass: 'live-shop-data',
    };
    const result = await render('/products', { shareable: true }, facts);
    expect(result).toMatchObject({ surrogateKeys: ['page:products', 'catalogue', 'layout'], liveDataMissing: true, cacheClass: 'live-shop-data' });
    expect([...result.response.headers.keys()]).toEqual(['content-type']);
    expect(await result.response.text()).toContain('<h1>page</h1>');
  });

  it('is a complete content page with no keys when the page set nothing (an error page)', async () => {
    const result = await render('/nothing', { shareable: true });
    expect(result).toMatchObject({ surrogateKeys: [], liveDataMissing: false, cacheClass: 'content' });
  });

  it('hands /buy the catalogue the server resolved for the request', async () => {
    await render('/buy?step=2', { shareable: false, buyCatalog: STATIC_CATALOG });
    expect(renderPage).toHaveBeenCalledWith(expect.objectContaining({ urlOriginal: 'http://site.test/buy?step=2', buyCatalog: STATIC_CATALOG }));
  });
});
