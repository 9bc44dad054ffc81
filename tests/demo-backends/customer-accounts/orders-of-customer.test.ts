// Orders belong to the customer who placed them: a cart given a customer's access token (buyerIdentity.
// customerAccessToken, as Shopify's Storefront API takes it) and paid at the hosted checkout shows up in that
// customer's `customer { orders }`, with its lines' attributes, and in no one else's.
import { describe, expect, it } from 'vitest';
import { createTestShop, CLASSIC_QUEEN_21_25_SAND, postGraphQL } from '../storefront/support/demo-shop.ts';
import { customerQuery, signedIn } from './sign-in-flow.ts';

const { app } = createTestShop();
const request = (path: string, init?: RequestInit) => app.request(path, init);

const ORDERS = `{ customer { orders(first: 10, sortKey: PROCESSED_AT, reverse: true) { nodes { name totalPrice { amount currencyCode }
  lineItems(first: 5) { nodes { variantTitle quantity variantId productId customAttributes { key value } price { amount } } } } } } }`;

const ATTRIBUTES = [
  { key: 'Premium packaging', value: 'Yes' },
  { key: 'Mattress', value: '153 × 203 × 24 cm' },
];

async function cartFor(buyerIdentity: Record<string, unknown>) {
  const { json } = await postGraphQL(app, {
    query: `mutation($input: CartInput!) { cartCreate(input: $input) { cart { id checkoutUrl } userErrors { field code message } } }`,
    variables: { input: { lines: [{ merchandiseId: CLASSIC_QUEEN_21_25_SAND, quantity: 1, attributes: ATTRIBUTES }], buyerIdentity } },
  });
  return json.data.cartCreate as { cart: { id: string; checkoutUrl: string } | null; userErrors: { field: string[]; code: string; message: string }[] };
}

async function payAtCheckout(checkoutUrl: string, email: string) {
  const path = new URL(checkoutUrl).pathname.replace('/demo/shop', '');
  const response = await request(path, {
    method: 'POST',
    body: new URLSearchParams({ email }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  expect(response.status).toBe(303);
}

const orderNames = async (token: string) =>
  (await customerQuery(request, token, ORDERS)).json.data.customer.orders.nodes.map((order: { name: string }) => order.name) as string[];

describe('sandbox orders of a signed-in customer', () => {
  it("a cart made with Ada's access token and paid at the hosted checkout is Ada's order, with its set and measurements", async () => {
    const ada = await signedIn(request, 'ada@example.com');
    const ben = await signedIn(request, 'ben@example.com');
    const before = { ada: await orderNames(ada.access_token), ben: await orderNames(ben.access_token) };

    const { cart, userErrors } = await cartFor({ countryCode: 'AU', customerAccessToken: ada.access_token });
    expect(userErrors).toEqual([]);
    await payAtCheckout(cart!.checkoutUrl, 'ada@example.com');

    const { json } = await customerQuery(request, ada.access_token, ORDERS);
    expect(json.errors).toBeUndefined();
    const [newest] = json.data.customer.orders.nodes;
    expect(json.data.customer.orders.nodes).toHaveLength(before.ada.length + 1);
    expect(newest).toMatchObject({
      totalPrice: { currencyCode: 'AUD' },
      lineItems: {
        nodes: [
          {
            variantTitle: 'Queen / 21-25 cm / Sand',
            quantity: 1,
            variantId: CLASSIC_QUEEN_21_25_SAND,
            productId: 'gid://shopify/Product/8100002',
            customAttributes: ATTRIBUTES,
          },
        ],
      },
    });
    expect(await orderNames(ben.access_token)).toEqual(before.ben);
  });

  it('a guest cart, and a cart whose customer was set by cartBuyerIdentityUpdate, each go to the right account', async () => {
    const ben = await signedIn(request, 'ben@example.com');
    const start = (await orderNames(ben.access_token)).length;

    const guest = await cartFor({ countryCode: 'AU' });
    await payAtCheckout(guest.cart!.checkoutUrl, 'guest@example.com');
    expect(await orderNames(ben.access_token)).toHaveLength(start);

    const later = await cartFor({ countryCode: 'AU' });
    const { json } = await postGraphQL(app, {
      query: `mutation($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { userErrors { code } } }`,
      variables: { cartId: later.cart!.id, buyerIdentity: { customerAccessToken: ben.access_token } },
    });
    expect(json.data.cartBuyerIdentityUpdate.userErrors).toEqual([]);
    await payAtCheckout(later.cart!.checkoutUrl, 'ben@example.com');
    expect(await orderNames(ben.access_token)).toHaveLength(start + 1);
  });

  it('refuses a made-up customer access token with a userError on that field, and makes no cart', async () => {
    const { cart, userErrors } = await cartFor({ countryCode: 'AU', customerAccessToken: 'not-a-token' });
    expect(cart).toBeNull();
    expect(userErrors).toEqual([
      { field: ['input', 'buyerIdentity', 'customerAccessToken'], code: 'INVALID', message: 'The customer access token is not valid or has expired.' },
    ]);
  });
});
