// The client against the local shop over a real loopback HTTP server: the same path the site takes in demo mode.
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopUnavailableError, ShopUserError } from '../../../clients/storefront/errors.ts';
import { StorefrontClient } from '../../../clients/storefront/storefront-client.ts';
import { PRODUCT_SEARCH_LIMIT } from '../../../shop-rules/constants.ts';
import { createTestShop } from '../../demo-backends/storefront/support/demo-shop.ts';

const PREMIUM_KING_26_30_WHITE = 'gid://shopify/ProductVariant/4101331';
const CLASSIC_SUPER_KING_SOLD_OUT = 'gid://shopify/ProductVariant/4102411';

let server: ServerType;
let shop: StorefrontClient;
let endpoint: string;

beforeAll(async () => {
  const { app } = createTestShop();
  server = await new Promise<ServerType>((ready) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready(started));
  });
  const { port } = server.address() as AddressInfo;
  endpoint = `http://127.0.0.1:${port}/api/2026-04/graphql.json`;
  shop = new StorefrontClient({ endpoint, timeoutMs: 5000 });
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('StorefrontClient with the local shop', () => {
  it('searches the two sheet-set products and reshapes their variants', async () => {
    const products = await shop.searchProducts(PRODUCT_SEARCH_LIMIT);
    expect(products.map((product) => product.handle)).toEqual(['tailored-sateen-sheet-set-premium', 'tailored-sateen-sheet-set-classic']);
    expect(products[0]!.options.map((option) => option.name)).toEqual(['Mattress Size', 'Depth', 'Colour']);
    const king = products[0]!.variants.find((variant) => variant.id === PREMIUM_KING_26_30_WHITE);
    expect(king).toMatchObject({
      size: 'King',
      depth: '26-30 cm',
      colour: 'White',
      sku: 'LT-PRE-KING-26-30-WHT',
      availableForSale: true,
      price: { amount: '1050.00', currencyCode: 'AUD' },
    });
  });

  it('creates, loads, changes and discounts a cart', async () => {
    const created = await shop.createCart([{ merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 1 }]);
    expect(created).toMatchObject({ totalQuantity: 1, total: { amount: '1050.00', currencyCode: 'AUD' } });
    expect(created.lines[0]!.variant).toMatchObject({ productTitle: 'Tailored Sateen Sheet Set — Premium', size: 'King', depth: '26-30 cm' });

    expect(await shop.loadCart(created.id)).toEqual(created);

    const added = await shop.addLines(created.id, [{ merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 2 }]);
    expect(added.lines).toHaveLength(1);
    expect(added.totalQuantity).toBe(3);

    const updated = await shop.updateLines(created.id, [{ id: added.lines[0]!.id, quantity: 2 }]);
    expect(updated.total.amount).toBe('2100.00');

    const discounted = await shop.updateDiscountCodes(created.id, ['WELCOME10']);
    expect(discounted).toMatchObject({
      discountTotal: { amount: '210.00' },
      total: { amount: '1890.00' },
      discountCodes: [{ code: 'WELCOME10', applicable: true }],
    });
    expect((await shop.updateDiscountCodes(created.id, ['NOT-A-CODE'])).discountCodes).toEqual([{ code: 'NOT-A-CODE', applicable: false }]);

    const emptied = await shop.removeLines(created.id, [added.lines[0]!.id]);
    expect(emptied).toMatchObject({ totalQuantity: 0, lines: [] });
  });

  it('answers null for a cart the shop does not know', async () => {
    expect(await shop.loadCart('gid://shopify/Cart/c1-gone?key=00')).toBeNull();
  });

  it('throws ShopUserError carrying the userErrors when a variant is sold out', async () => {
    const cart = await shop.createCart([{ merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 1 }]);
    const refusal = await shop.addLines(cart.id, [{ merchandiseId: CLASSIC_SUPER_KING_SOLD_OUT, quantity: 1 }]).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ShopUserError);
    expect((refusal as ShopUserError).userErrors).toEqual([
      { code: 'MERCHANDISE_NOT_APPLICABLE', field: ['lines', '0', 'merchandiseId'], message: expect.stringContaining('sold out') },
    ]);
    expect((refusal as ShopUserError).cartNotFound).toBe(false);
  });

  it('flags a change to a cart the shop does not know as cartNotFound', async () => {
    const refusal = await shop
      .addLines('gid://shopify/Cart/c1-gone?key=00', [{ merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 1 }])
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ShopUserError);
    expect((refusal as ShopUserError).cartNotFound).toBe(true);
  });

  it('is answered in another configured market too (the local shop accepts any country and language)', async () => {
    const nz = new StorefrontClient({ endpoint, timeoutMs: 5000, inContext: { country: 'NZ', language: 'EN' } });
    expect(await nz.searchProducts(PRODUCT_SEARCH_LIMIT)).toHaveLength(2);
    const created = await nz.createCart([{ merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 1 }]);
    expect(await nz.loadCart(created.id)).toEqual(created);
  });

  it('throws ShopUnavailableError when nothing listens at the endpoint', async () => {
    const nowhere = new StorefrontClient({ endpoint: 'http://127.0.0.1:9/api/2026-04/graphql.json', timeoutMs: 2000 });
    await expect(nowhere.searchProducts(PRODUCT_SEARCH_LIMIT)).rejects.toBeInstanceOf(ShopUnavailableError);
  });
});
