import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLASSIC_QUEEN_21_25_SAND, CLASSIC_SUPER_KING_SOLD_OUT, PREMIUM_KING_26_30_WHITE } from '../../demo-backends/storefront/support/demo-shop.ts';
import { startCartApp } from './cart-app.ts';

let site: Awaited<ReturnType<typeof startCartApp>>;
beforeEach(async () => {
  site = await startCartApp();
});
afterEach(async () => {
  await site.stop();
});

describe('cart endpoints', () => {
  it('starts with no cart', async () => {
    expect(await site.call('GET', '/api/cart')).toMatchObject({ status: 200, json: { cart: null } });
  });

  it('adding a set creates the cart and remembers it in an HttpOnly, SameSite=Lax, Secure cookie', async () => {
    const added = await site.call('POST', '/api/cart/lines', { variantId: PREMIUM_KING_26_30_WHITE, quantity: 1 });
    expect(added.status).toBe(200);
    expect(added.json.cart.lines).toHaveLength(1);
    expect(added.json.cart.total.amount).toBe('1050.00');
    const cookie = added.headers.get('Set-Cookie')!;
    expect(cookie).toMatch(/^lt_cart=gid%3A%2F%2Fshopify%2FCart%2F/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/);
    const reloaded = await site.call('GET', '/api/cart');
    expect(reloaded.json.cart.id).toBe(added.json.cart.id);
  });

  it('accepts the numeric variant id the buy flow stores', async () => {
    const added = await site.call('POST', '/api/cart/lines', { variantId: '4102222', quantity: 2 });
    expect(added.json.cart.lines[0].quantity).toBe(2);
  });

  it('changes a quantity, and 0 removes the line', async () => {
    const { json } = await site.call('POST', '/api/cart/lines', { variantId: CLASSIC_QUEEN_21_25_SAND, quantity: 1 });
    const line = json.cart.lines[0].id as string;
    const updated = await site.call('PATCH', `/api/cart/lines/${encodeURIComponent(line)}`, { quantity: 3 });
    expect(updated.json.cart.lines[0].quantity).toBe(3);
    const removed = await site.call('PATCH', `/api/cart/lines/${encodeURIComponent(line)}`, { quantity: 0 });
    expect(removed.json.cart.lines).toEqual([]);
  });

  it('deletes a line', async () => {
    const { json } = await site.call('POST', '/api/cart/lines', { variantId: CLASSIC_QUEEN_21_25_SAND, quantity: 1 });
    const deleted = await site.call('DELETE', `/api/cart/lines/${encodeURIComponent(json.cart.lines[0].id)}`);
    expect(deleted.json.cart.lines).toEqual([]);
  });

  it.each([
    ['a quantity that is not a whole number', { variantId: PREMIUM_KING_26_30_WHITE, quantity: 1.5 }, 'Quantity must be a whole number from 1 to 30.'],
    ['a quantity over 30', { variantId: PREMIUM_KING_26_30_WHITE, quantity: 31 }, 'Quantity must be a whole number from 1 to 30.'],
    ['a quantity of 0 on add', { variantId: PREMIUM_KING_26_30_WHITE, quantity: 0 }, 'Quantity must be a whole number from 1 to 30.'],
    ['a malformed variant id', { variantId: 'gid://shopify/Product/1', quantity: 1 }, 'Please choose a valid product variant.'],
  ])('answers %s with a 400 and a clear message', async (_, body, message) => {
    expect(await site.call('POST', '/api/cart/lines', body)).toMatchObject({ status: 400, json: { error: { message } } });
  });

  it('answers an unknown or sold-out variant with a 400 carrying the shop’s reason', async () => {
    const unknown = await site.call('POST', '/api/cart/lines', { variantId: 'gid://shopify/ProductVariant/999', quantity: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.message).toBeTruthy();
    const soldOut = await site.call('POST', '/api/cart/lines', { variantId: CLASSIC_SUPER_KING_SOLD_OUT, quantity: 1 });
    expect(soldOut.status).toBe(400);
  });

  it('answers a body that is not JSON with a 400, and a huge body with a 413', async () => {
    expect((await site.call('POST', '/api/cart/lines', 'not json')).status).toBe(400);
    expect((await site.call('POST', '/api/cart/lines', { variantId: 'x'.repeat(10_000) })).status).toBe(413);
  });

  it('a line id with a broken percent-encoding is a 400, never a 500', async () => {
    await site.call('POST', '/api/cart/lines', { variantId: PREMIUM_KING_26_30_WHITE, quantity: 1 });
    for (const method of ['PATCH', 'DELETE']) {
      const response = await site.call(method, '/api/cart/lines/%E0%A4%A', { quantity: 2 });
      expect(response.status, method).toBe(400);
      expect(response.json.error.message, method).toBe('That cart line does not exist.');
    }
  });

  it('a tampered cookie gets a 400 and is cleared, never a 500', async () => {
    site.setCookie('lt_cart=<script>alert(1)</script>');
    const response = await site.call('GET', '/api/cart');
    expect(response.status).toBe(400);
    expect(response.json.error.message).toBe('Your cart could not be read, so a new one will be started.');
    expect((await site.call('GET', '/api/cart')).json).toEqual({ cart: null });
  });

  it('a cart the shop no longer knows gives a fresh cart, not an error', async () => {
    site.setCookie(`lt_cart=${encodeURIComponent('gid://shopify/Cart/unknowncart?key=nokey')}`);
    expect(await site.call('GET', '/api/cart')).toMatchObject({ status: 200, json: { cart: null } });
    const added = await site.call('POST', '/api/cart/lines', { variantId: PREMIUM_KING_26_30_WHITE, quantity: 1 });
    expect(added.json.cart.lines).toHaveLength(1);
  });

  it("applies a valid promo code and answers an invalid one with 'This promo code is invalid', total unchanged", async () => {
    await site.call('POST', '/api/cart/lines', { variantId: PREMIUM_KING_26_30_WHITE, quantity: 1 });
    const invalid = await site.call('PUT', '/api/cart/discount', { code: 'NOPE' });
    expect(invalid.status).toBe(422);
    expect(invalid.json.error.message).toBe('This promo code is invalid');
    expect(invalid.json.cart.total.amount).toBe('1050.00');
    expect(invalid.json.cart.discountCodes).toEqual([]);
    const valid = await site.call('PUT', '/api/cart/discount', { code: 'WELCOME10' });
    expect(valid.status).toBe(200);
    expect(valid.json.cart.total.amount).toBe('945.00');
    const removed = await site.call('DELETE', '/api/cart/discount');
    expect(removed.json.cart.total.amount).toBe('1050.00');
  });
});

describe('checkout links', () => {
  it('step 3 goes to the shop checkout for the chosen variant × 1', async () => {
    const response = await site.call('GET', '/checkout/variant/4101331');
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`${site.origin}/demo/shop/cart/4101331:1`);
  });

  it('step 3 with premium packaging off opens the checkout of a one-line cart that says so', async () => {
    const response = await site.call('GET', '/checkout/variant/4101331?premiumPackaging=no');
    expect(response.status).toBe(303);
    const checkout = response.headers.get('Location')!;
    expect(checkout).toMatch(/\/checkouts\/c1-/);
    // The test shop names its public origin as the site's; its pages are served by the shop on site.origin here.
    const page = await fetch(new URL(new URL(checkout).pathname, site.origin)).then((answer) => answer.text());
    expect(page).toContain('Premium packaging: No');
  });

  it("the cart's checkout goes to its checkoutUrl, or back to /buy when the cart is empty", async () => {
    expect((await site.call('GET', '/checkout')).headers.get('Location')).toBe('/buy');
    const { json } = await site.call('POST', '/api/cart/lines', { variantId: PREMIUM_KING_26_30_WHITE, quantity: 1 });
    const response = await site.call('GET', '/checkout');
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(json.cart.checkoutUrl);
  });
});

describe('when the shop is down', () => {
  it('cart calls answer 503 with a message the shopper can act on', async () => {
    const down = await startCartApp({ shopEndpoint: 'http://127.0.0.1:9/api/2026-04/graphql.json', timeoutMs: 500 });
    try {
      down.setCookie(`lt_cart=${encodeURIComponent('gid://shopify/Cart/abc?key=def')}`);
      const response = await down.call('GET', '/api/cart');
      expect(response.status).toBe(503);
      expect(response.json.error.message).toBe('The shop is not answering right now. Your cart is safe, please try again in a moment.');
      expect(response.headers.get('Retry-After')).toBe('5');
    } finally {
      await down.stop();
    }
  });
});
