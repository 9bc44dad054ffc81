import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../clients/storefront/reshape.ts';
import { CartApiError } from '../../models/cart-api.ts';
import { CART_OFFLINE_MESSAGE, createHttpCartApi } from '../../models/http-cart-api.ts';
import { SITE_API_ACCEPT } from '../../shop-rules/site-api.ts';

const cart = { id: 'gid://shopify/Cart/c1?key=k', checkoutUrl: 'https://shop.test/checkouts/c1', lines: [], discountCodes: [] } as unknown as Cart;

function answering(status: number, body: unknown) {
  return vi.fn(async (_input: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

describe('the browser cart API (the site’s /api/cart endpoints)', () => {
  it('loads the cart with GET /api/cart; no cart yet is null', async () => {
    const fetchFn = answering(200, { cart: null });
    expect(await createHttpCartApi(fetchFn).load()).toBeNull();
    expect(fetchFn).toHaveBeenCalledWith('/api/cart', expect.objectContaining({ method: 'GET', credentials: 'same-origin' }));
  });

  it('adds a line with POST /api/cart/lines { variantId, quantity }', async () => {
    const fetchFn = answering(200, { cart });
    expect(await createHttpCartApi(fetchFn).add([{ variantId: 'gid://shopify/ProductVariant/1', quantity: 1 }])).toEqual(cart);
    const [url, init] = fetchFn.mock.calls[0]!;
    expect([url, init?.method, JSON.parse(String(init?.body))]).toEqual([
      '/api/cart/lines',
      'POST',
      { variantId: 'gid://shopify/ProductVariant/1', quantity: 1 },
    ]);
  });

  it('sends the premium packaging choice with an added line when there is one (the server defaults it to on)', async () => {
    const fetchFn = answering(200, { cart });
    await createHttpCartApi(fetchFn).add([{ variantId: 'gid://shopify/ProductVariant/1', quantity: 1, premiumPackaging: false }]);
    expect(JSON.parse(String(fetchFn.mock.calls[0]![1]?.body))).toEqual({ variantId: 'gid://shopify/ProductVariant/1', quantity: 1, premiumPackaging: false });
  });

  it('sends the size finder’s measurements with an added line only when there are some', async () => {
    const fetchFn = answering(200, { cart });
    const api = createHttpCartApi(fetchFn);
    await api.add([{ variantId: 'gid://shopify/ProductVariant/1', quantity: 1, mattress: '152 × 203 × 32 cm' }]);
    await api.add([{ variantId: 'gid://shopify/ProductVariant/1', quantity: 1, mattress: null }]);
    expect(JSON.parse(String(fetchFn.mock.calls[0]![1]?.body))).toEqual({
      variantId: 'gid://shopify/ProductVariant/1',
      quantity: 1,
      mattress: '152 × 203 × 32 cm',
    });
    expect(JSON.parse(String(fetchFn.mock.calls[1]![1]?.body))).toEqual({ variantId: 'gid://shopify/ProductVariant/1', quantity: 1 });
  });

  it('turns premium packaging on or off with PATCH { premiumPackaging } on the encoded line id', async () => {
    const fetchFn = answering(200, { cart });
    expect(await createHttpCartApi(fetchFn).updateLine('gid://shopify/CartLine/1?cart=c1', { premiumPackaging: false })).toEqual(cart);
    const [url, init] = fetchFn.mock.calls[0]!;
    expect([url, init?.method, JSON.parse(String(init?.body)), init?.keepalive]).toEqual([
      '/api/cart/lines/gid%3A%2F%2Fshopify%2FCartLine%2F1%3Fcart%3Dc1',
      'PATCH',
      { premiumPackaging: false },
      true,
    ]);
  });

  it("asks for the site API's answers with the spec's Accept header, on reads and changes", async () => {
    const fetchFn = answering(200, { cart });
    const api = createHttpCartApi(fetchFn);
    await api.load();
    await api.updateQuantity('gid://shopify/CartLine/1', 2);
    expect(fetchFn.mock.calls.map(([, init]) => new Headers(init?.headers).get('Accept'))).toEqual([SITE_API_ACCEPT, SITE_API_ACCEPT]);
    expect(SITE_API_ACCEPT).toBe('application/json, text/plain, */*');
  });

  it('sends changes so they finish even when the shopper leaves the page at once; loads are ordinary', async () => {
    const fetchFn = answering(200, { cart });
    const api = createHttpCartApi(fetchFn);
    await api.load();
    await api.add([{ variantId: 'gid://shopify/ProductVariant/1', quantity: 1 }]);
    await api.applyDiscount('WELCOME');
    expect(fetchFn.mock.calls.map(([, init]) => [init?.method, init?.keepalive])).toEqual([
      ['GET', false],
      ['POST', true],
      ['PUT', true],
    ]);
  });

  it('changes a quantity with PATCH and removes with DELETE on the encoded line id', async () => {
    const fetchFn = answering(200, { cart });
    const api = createHttpCartApi(fetchFn);
    await api.updateQuantity('gid://shopify/CartLine/1?cart=c1', 3);
    await api.remove('gid://shopify/CartLine/1?cart=c1');
    expect(fetchFn.mock.calls.map(([url, init]) => [url, init?.method])).toEqual([
      ['/api/cart/lines/gid%3A%2F%2Fshopify%2FCartLine%2F1%3Fcart%3Dc1', 'PATCH'],
      ['/api/cart/lines/gid%3A%2F%2Fshopify%2FCartLine%2F1%3Fcart%3Dc1', 'DELETE'],
    ]);
  });

  it("a refused call rejects with the server's message for the shopper", async () => {
    const api = createHttpCartApi(answering(503, { error: { message: 'The shop is not answering right now.', code: 'SHOP_UNAVAILABLE' } }));
    await expect(api.updateQuantity('gid://shopify/CartLine/1', 2)).rejects.toThrow('The shop is not answering right now.');
  });

  it("a write the site refused as coming from elsewhere rejects with the site's reason", async () => {
    const message = 'This page is out of date or was opened from another site. Please reload the page and try again.';
    const api = createHttpCartApi(answering(403, { error: { message, code: 'FORBIDDEN_ORIGIN' } }));
    await expect(api.add([{ variantId: 'gid://shopify/ProductVariant/1', quantity: 1 }])).rejects.toMatchObject({ message, code: 'FORBIDDEN_ORIGIN' });
  });

  it('a rejected promo code rejects with its message and the cart the server sent back', async () => {
    const api = createHttpCartApi(answering(422, { cart, error: { message: 'This promo code is invalid', code: 'DISCOUNT_INVALID' } }));
    const error = await api.applyDiscount('NOPE').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CartApiError);
    expect(error).toMatchObject({ message: 'This promo code is invalid', cart, code: 'DISCOUNT_INVALID' });
  });

  it('a network failure rejects with a message about the connection', async () => {
    const api = createHttpCartApi(vi.fn(async () => Promise.reject(new TypeError('fetch failed'))));
    await expect(api.load()).rejects.toThrow(CART_OFFLINE_MESSAGE);
  });
});
