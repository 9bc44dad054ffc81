import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { PageCache } from '../../../server/caching/page-cache.ts';
import { pageResponder } from '../../../server/caching/page-responder.ts';

/** A content page whose prices come from the shop: while the shop is down the render's result says live data is missing. */
function productsSite() {
  let shopUp = false;
  let renders = 0;
  const app = new Hono();
  const respond = pageResponder({
    cache: new PageCache(),
    isPerShopper: () => false,
    pagePolicy: () => "script-src 'self'",
    surrogateKeyHeader: null,
    render: async () => {
      renders += 1;
      const html = shopUp ? '<p>Premium King $350</p>' : '<p role="status">Prices are unavailable just now.</p>';
      const response = new Response(html, { status: 200, headers: { 'Content-Type': 'text/html' } });
      return { response, surrogateKeys: ['page:products', 'catalogue', 'layout'], liveDataMissing: !shopUp, cacheClass: 'live-shop-data' };
    },
  });
  app.get('*', (c) => respond(c));
  return { app, setShopUp: (up: boolean) => (shopUp = up), renders: () => renders };
}

describe('a page rendered while the shop is down', () => {
  it('is served with its message but never cached, so prices come back as soon as the shop does', async () => {
    const site = productsSite();
    const degraded = await site.app.request('/products');
    expect(degraded.status).toBe(200);
    expect(await degraded.text()).toContain('Prices are unavailable just now.');
    expect(degraded.headers.get('Cache-Control')).toBe('private, no-store');
    // The render's old private header for this never reaches a visitor.
    expect(degraded.headers.has('x-render-live-data-missing')).toBe(false);
    expect(degraded.headers.get('ETag')).toBeNull();

    site.setShopUp(true);
    const recovered = await site.app.request('/products');
    expect(await recovered.text()).toContain('Premium King $350');
    expect(recovered.headers.get('Cache-Control')).toContain('s-maxage');
    expect(site.renders()).toBe(2);
    await site.app.request('/products');
    expect(site.renders()).toBe(2);
  });
});
