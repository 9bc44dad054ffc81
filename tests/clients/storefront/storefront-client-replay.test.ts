// The client against recorded answers of the local shop (fixtures/, see record-fixtures.ts) replayed by nock,
// standing in for a real shop: the token header, userErrors, HTTP failures and timeouts.
import nock from 'nock';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ShopRequestError, ShopUnavailableError, ShopUserError } from '../../../clients/storefront/errors.ts';
import { StorefrontClient } from '../../../clients/storefront/storefront-client.ts';
import { PRODUCT_SEARCH_LIMIT } from '../../../shop-rules/constants.ts';
import type { Fixture } from './record-fixtures.ts';

const SHOP = 'https://tailored-linen.myshopify.com';
const PATH = '/api/2026-04/graphql.json';
const TOKEN = 'storefront-token-for-tests';

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as Fixture;
const shopClient = (timeoutMs = 2000) => new StorefrontClient({ endpoint: `${SHOP}${PATH}`, publicStorefrontToken: TOKEN, timeoutMs });
/** Matches a request for one operation carrying the token, and answers like the shop did when recorded. */
const expectOperation = (recorded: Fixture) =>
  nock(SHOP)
    .matchHeader('X-Shopify-Storefront-Access-Token', TOKEN)
    .post(
      PATH,
      (body: { operationName?: string; query: string; variables: unknown }) =>
        body.query.includes(`${recorded.operationName}(`) && JSON.stringify(body.variables) === JSON.stringify(recorded.variables),
    );

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('StorefrontClient against recorded shop answers', () => {
  it('sends the access token and reshapes a product search', async () => {
    const recorded = fixture('product-search');
    const scope = expectOperation(recorded).reply(200, recorded.body as nock.Body);
    const products = await shopClient().searchProducts(PRODUCT_SEARCH_LIMIT);
    expect(scope.isDone()).toBe(true);
    expect(products).toHaveLength(2);
    expect(products.every((product) => product.variants.length === 60)).toBe(true);
    expect(products[1]!.variants.filter((variant) => !variant.availableForSale).every((variant) => variant.size === 'Super King')).toBe(true);
  });

  it('reshapes a created cart', async () => {
    const recorded = fixture('cart-create');
    expectOperation(recorded).reply(200, recorded.body as nock.Body);
    const cart = await shopClient().createCart(recorded.variables.lines as Array<{ merchandiseId: string; quantity: number }>);
    expect(cart).toMatchObject({ totalQuantity: 1, total: { amount: '1050.00', currencyCode: 'AUD' }, discountCodes: [] });
    expect(cart.checkoutUrl).toMatch(/\/checkouts\/c1-/);
    expect(cart.lines[0]).toMatchObject({ quantity: 1, variant: { sku: 'LT-PRE-KING-26-30-WHT', size: 'King', depth: '26-30 cm', colour: 'White' } });
  });

  it('turns userErrors into ShopUserError', async () => {
    const recorded = fixture('cart-lines-add-sold-out');
    expectOperation(recorded).reply(200, recorded.body as nock.Body);
    const { cartId, lines } = recorded.variables as { cartId: string; lines: Array<{ merchandiseId: string; quantity: number }> };
    const refusal = await shopClient()
      .addLines(cartId, lines)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ShopUserError);
    expect((refusal as ShopUserError).userErrors[0]).toMatchObject({ code: 'MERCHANDISE_NOT_APPLICABLE' });
    expect((refusal as ShopUserError).message).toContain('sold out');
  });

  it('treats an out-of-stock warning from a newer shop as a refusal too', async () => {
    const recorded = fixture('cart-create');
    const body = structuredClone(recorded.body) as { data: { cartCreate: { cart: unknown; warnings: unknown[] } } };
    body.data.cartCreate.warnings = [
      { code: 'MERCHANDISE_OUT_OF_STOCK', message: 'The merchandise is out of stock.', target: 'gid://shopify/ProductVariant/4101331' },
    ];
    expectOperation(recorded).reply(200, body);
    await expect(shopClient().createCart(recorded.variables.lines as Array<{ merchandiseId: string; quantity: number }>)).rejects.toBeInstanceOf(ShopUserError);
  });

  it('throws ShopUnavailableError with the status when the shop answers 500', async () => {
    nock(SHOP).post(PATH).reply(500, 'Internal Server Error');
    const failure = await shopClient()
      .searchProducts(PRODUCT_SEARCH_LIMIT)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ShopUnavailableError);
    expect((failure as ShopUnavailableError).status).toBe(500);
    expect((failure as Error).message).toContain('tailored-linen.myshopify.com');
    expect((failure as Error).message).not.toContain(TOKEN);
  });

  it('throws ShopUnavailableError when the shop does not answer in time', async () => {
    const recorded = fixture('product-search');
    nock(SHOP)
      .post(PATH)
      .delay(1000)
      .reply(200, recorded.body as nock.Body);
    const failure = await shopClient(50)
      .searchProducts(PRODUCT_SEARCH_LIMIT)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ShopUnavailableError);
    expect((failure as Error).message).toContain('within 50 ms');
  });

  it('throws ShopRequestError naming the token when the shop answers 401', async () => {
    nock(SHOP)
      .post(PATH)
      .reply(401, { errors: [{ message: 'Unauthorized' }] });
    const failure = await shopClient()
      .loadCart('gid://shopify/Cart/c1-x?key=y')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ShopRequestError);
    expect((failure as Error).message).toContain('SHOPIFY_STOREFRONT_TOKEN');
  });

  it('throws ShopRequestError with the messages when the shop rejects the query', async () => {
    nock(SHOP)
      .post(PATH)
      .reply(200, { errors: [{ message: 'Field "priceV3" doesn\'t exist on type "ProductVariant"' }] });
    await expect(shopClient().searchProducts(PRODUCT_SEARCH_LIMIT)).rejects.toThrow(/priceV3/);
  });
});
