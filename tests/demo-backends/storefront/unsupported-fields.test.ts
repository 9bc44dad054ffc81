// What the demo shop does not implement fails loudly, with DEMO_SHOP_UNSUPPORTED and the reason from its one list of
// refusals (refusals.ts), instead of answering a null a client would take for real data or dropping an input.
import { describe, expect, it } from 'vitest';
import { AU_EN, clientRequest } from './support/official-client.ts';
import { createTestShop, PREMIUM_KING_26_30_WHITE } from './support/demo-shop.ts';

const { app } = createTestShop();
const PRODUCT = '{ product(handle: "tailored-sateen-sheet-set-premium") { %s } }';
const productQuery = (selection: string) => PRODUCT.replace('%s', selection);

describe('fields the demo shop does not support', () => {
  it.each([
    ['a legacy customer query', '{ customer(customerAccessToken: "token") { id } }', 'QueryRoot', 'customer', ['customer'], 'customer access tokens'],
    [
      'a cart completion',
      '{ cartCompletionAttempt(attemptId: "attempt") { __typename } }',
      'QueryRoot',
      'cartCompletionAttempt',
      ['cartCompletionAttempt'],
      'hosted checkout',
    ],
    [
      'a variant weight',
      '{ node(id: "gid://shopify/ProductVariant/4101331") { ... on ProductVariant { weight } } }',
      'ProductVariant',
      'weight',
      ['node', 'weight'],
      'no shipping weights',
    ],
  ])('refuses %s with an error naming it and saying why', async (_, query, typeName, fieldName, path, reason) => {
    const { status, errors } = await clientRequest(app, query);
    expect(status).toBe(200);
    expect(errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(new RegExp(`^The demo shop does not support the field ${typeName}\\.${fieldName}: .*${reason}`)),
        path,
        extensions: { code: 'DEMO_SHOP_UNSUPPORTED', typeName, fieldName, reason: expect.stringContaining(reason) },
      }),
    ]);
  });

  it('refuses a mutation it does not implement', async () => {
    const { data, errors } = await clientRequest(app, 'mutation { cartGiftCardCodesAdd(cartId: "x", giftCardCodes: ["GIFT"]) { userErrors { message } } }');
    expect(data).toEqual({ cartGiftCardCodesAdd: null });
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'DEMO_SHOP_UNSUPPORTED', fieldName: 'cartGiftCardCodesAdd' });
  });

  it('refuses introspection, pointing at the schema file instead', async () => {
    const { errors } = await clientRequest(app, '{ __schema { types { name } } }');
    expect(errors?.[0]).toMatchObject({ message: expect.stringContaining('generated/storefront/schema.json'), extensions: { code: 'DEMO_SHOP_UNSUPPORTED' } });
    expect((await clientRequest(app, '{ shop { __typename } }')).data).toEqual({ shop: { __typename: 'Shop' } });
  });
});

describe('inputs the demo shop would otherwise drop', () => {
  const createCart = (input: Record<string, unknown>) =>
    clientRequest(app, 'mutation($input: CartInput) { cartCreate(input: $input) { cart { id } userErrors { code } } }', { input });
  const line = { merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 1 };

  it.each([
    ['gift card codes', { lines: [line], giftCardCodes: ['GIFT'] }, 'CartInput { giftCardCodes }'],
    ['a selling plan', { lines: [{ ...line, sellingPlanId: 'gid://shopify/SellingPlan/1' }] }, 'CartLineInput { sellingPlanId }'],
  ])('refuses a cart with %s instead of creating it without', async (_, input, where) => {
    const { data, errors } = await createCart(input);
    expect(data.cartCreate).toBeNull();
    expect(errors?.[0]).toMatchObject({ message: expect.stringContaining(where), extensions: { code: 'DEMO_SHOP_UNSUPPORTED' } });
  });

  it.each([
    [
      'a collection filter on metafields the catalogue does not have',
      '{ collection(handle: "all") { products(first: 2, filters: [{ productMetafield: { namespace: "custom", key: "fibre", value: "cotton" } }]) { nodes { id } } } }',
      'Collection.products(filters:) { productMetafield }',
    ],
    ['a variant sort it cannot do', productQuery('variants(first: 1, sortKey: TITLE) { nodes { id } }'), 'Product.variants(sortKey: TITLE)'],
    ['a buyer context', 'query @inContext(buyer: { customerAccessToken: "token" }) { shop { name } }', '@inContext { buyer }'],
  ])('refuses %s', async (_, query, where) => {
    const { errors } = await clientRequest(app, query, AU_EN);
    expect(errors?.[0]).toMatchObject({ message: expect.stringContaining(where), extensions: { code: 'DEMO_SHOP_UNSUPPORTED' } });
  });

  it('sorts products by title and price, and reverses them', async () => {
    const handles = async (args: string) =>
      (await clientRequest(app, `{ products(first: 2, ${args}) { nodes { handle } } }`)).data.products.nodes.map(
        (product: { handle: string }) => product.handle,
      );
    expect(await handles('sortKey: PRICE')).toEqual(['tailored-sateen-sheet-set-classic', 'tailored-sateen-sheet-set-premium']);
    expect(await handles('sortKey: TITLE')).toEqual(['tailored-sateen-sheet-set-classic', 'tailored-sateen-sheet-set-premium']);
    expect(await handles('sortKey: ID, reverse: true')).toEqual(['tailored-sateen-sheet-set-classic', 'tailored-sateen-sheet-set-premium']);
  });

  it.each(['PRODUCT_TYPE', 'VENDOR', 'CREATED_AT', 'UPDATED_AT'])('sorts products by %s, ties in id order, and reverses them', async (sortKey) => {
    // Both sheet sets share their product type, vendor and creation time, so they tie and keep id order.
    const handles = async (args: string) =>
      (await clientRequest(app, `{ products(first: 2, ${args}) { nodes { handle } } }`)).data.products.nodes.map(
        (product: { handle: string }) => product.handle,
      );
    expect(await handles(`sortKey: ${sortKey}`)).toEqual(['tailored-sateen-sheet-set-premium', 'tailored-sateen-sheet-set-classic']);
    expect(await handles(`sortKey: ${sortKey}, reverse: true`)).toEqual(['tailored-sateen-sheet-set-classic', 'tailored-sateen-sheet-set-premium']);
  });
});
