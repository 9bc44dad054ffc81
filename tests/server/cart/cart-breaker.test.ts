// The read breaker protects pages, not the cart: while it is open (the shop failed several page reads in a row),
// a shopper's change to the cart is still asked of the shop, and the shop's answer closes the breaker.
import { afterEach, describe, expect, it } from 'vitest';
import { ShopUnavailableError } from '../../../clients/storefront/errors.ts';
import { startCartApp } from './cart-app.ts';

const VARIANT = 'gid://shopify/ProductVariant/4101331';
let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  await stop?.();
  stop = null;
});

describe('cart changes while the read breaker is open', () => {
  it('are made, and the shop answering closes the breaker', async () => {
    const app = await startCartApp({ breaker: { failuresToOpen: 1 } });
    stop = app.stop;
    expect((await app.call('POST', '/api/cart/lines', { variantId: VARIANT, quantity: 1 })).status).toBe(200);
    // A page read the shop did not answer opens it.
    await app.shop.breaker!.run(() => Promise.reject(new ShopUnavailableError('no answer within the render limit'))).catch(() => {});
    expect(app.shop.breaker!.state).toBe('open');
    // The header's count is a page read: it fails at once rather than wait.
    expect((await app.call('GET', '/api/cart')).status).toBe(503);

    const added = await app.call('POST', '/api/cart/lines', { variantId: VARIANT, quantity: 1 });
    expect(added.status).toBe(200);
    expect(added.json.cart.totalQuantity).toBe(2);
    expect(app.shop.breaker!.state).toBe('closed');
    expect((await app.call('GET', '/api/cart')).status).toBe(200);
  });
});
