import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { LIVE_DATA_MISSING_HEADER, pageResponder } from '../../../server/caching/page-responder.ts';
import { RenderedPageCache } from '../../../server/caching/rendered-page-cache.ts';

/** A content page whose prices come from the shop: while the shop is down the renderer marks the render incomplete. */
function productsSite() {
  let shopUp = false;
  let renders = 0;
  const app = new Hono();
  const respond = pageResponder({
    cache: new RenderedPageCache(),
    isPerShopper: () => false,
    pagePolicy: () => "script-src 'self'",
    surrogateKeyHeader: null,
    render: async () => {
      renders += 1;
      const html = shopUp ? '<p>Premium King $350</p>' : '<p role="status">Prices are unavailable just now.</p>';
      return new Response(html, { status: 200, headers: { 'Content-Type': 'text/html', ...(shopUp ? {} : { [LIVE_DATA_MISSING_HEADER]: '1' }) } });
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
    expect(degraded.headers.has(LIVE_DATA_MISSING_HEADER)).toBe(false);
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
