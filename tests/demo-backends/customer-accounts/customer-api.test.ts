// The customer GraphQL API answers the signed-in customer only: their profile, addresses, orders newest first with
// each line's attributes, and the metafield the site sets; no token, no data.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { CustomerData, type CustomerOrder } from '../../../demo-backends/customer-accounts/customer-data.ts';
import { customerAccountRoutes } from '../../../demo-backends/customer-accounts/routes.ts';
import { createTestShop } from '../storefront/support/demo-shop.ts';
import { customerQuery, REDIRECT_URI, signedIn } from './sign-in-flow.ts';

const data = new CustomerData();
const app = customerAccountRoutes({ publicBaseUrl: 'http://localhost:3000/demo/shop', redirectUris: [REDIRECT_URI], data });
const request = (path: string, init?: RequestInit) => app.request(path, init);

const order = (number: number, processedAt: string, attributes: { key: string; value: string }[]): CustomerOrder => ({
  id: `gid://shopify/Order/${number}`,
  name: `#${number}`,
  number,
  processedAt,
  totalPrice: { amount: '850.00', currencyCode: 'AUD' },
  lineItems: [
    {
      title: 'Classic fitted sheet set',
      variantTitle: 'Queen / 21-25 cm / Sand',
      quantity: 1,
      variantId: 'gid://shopify/ProductVariant/4102222',
      productId: 'gid://shopify/Product/4102',
      customAttributes: attributes,
      price: { amount: '850.00', currencyCode: 'AUD' },
      imageUrl: null,
    },
  ],
});

data.recordOrder('gid://shopify/Customer/7001', order(1001, '2026-11-01T10:00:00Z', [{ key: 'Mattress', value: '153 × 203 × 24 cm' }]));
data.recordOrder('gid://shopify/Customer/7002', order(1002, '2026-11-02T10:00:00Z', [{ key: 'Mattress', value: '137 × 188 × 18 cm' }]));
data.recordOrder('gid://shopify/Customer/7001', order(1003, '2026-11-03T10:00:00Z', [{ key: 'Packaging', value: 'Gift box' }]));

const ACCOUNT_QUERY = `{
  customer {
    id emailAddress { emailAddress } firstName lastName
    defaultAddress { address1 city zip territoryCode }
    addresses(first: 5) { nodes { address1 } }
    orders(first: 10, sortKey: PROCESSED_AT, reverse: true) {
      nodes { id name number processedAt financialStatus fulfillments(first: 1) { nodes { id } } totalPrice { amount currencyCode }
        lineItems(first: 10) { nodes { title variantTitle quantity variantId productId customAttributes { key value } price { amount } image { url } } } }
    }
  }
}`;

describe('customer query', () => {
  it('answers each customer their own orders, newest first, with the line attributes', async () => {
    const ada = await signedIn(request, 'ada@example.com');
    const { status, json } = await customerQuery(request, ada.access_token, ACCOUNT_QUERY);
    expect(status).toBe(200);
    expect(json.errors).toBeUndefined();
    expect(json.data.customer).toMatchObject({ emailAddress: { emailAddress: 'ada@example.com' }, firstName: 'Ada', defaultAddress: { city: 'Fitzroy' } });
    expect(json.data.customer.orders.nodes.map((o: { name: string }) => o.name)).toEqual(['#1003', '#1001']);
    expect(json.data.customer.orders.nodes[1].lineItems.nodes[0].customAttributes).toEqual([{ key: 'Mattress', value: '153 × 203 × 24 cm' }]);

    const ben = await signedIn(request, 'ben@example.com');
    const bens = (await customerQuery(request, ben.access_token, ACCOUNT_QUERY)).json.data.customer;
    expect(bens.orders.nodes.map((o: { name: string }) => o.name)).toEqual(['#1002']);
  });

  it('sets a customer metafield and reads it back; another customer cannot be the owner', async () => {
    const ada = await signedIn(request, 'ada@example.com');
    const set = await customerQuery(
      request,
      ada.access_token,
      `mutation Remember($metafields: [MetafieldsSetInput!]!) { metafieldsSet(metafields: $metafields) { metafields { key value } userErrors { code message } } }`,
      { metafields: [{ ownerId: 'gid://shopify/Customer/7001', namespace: 'custom', key: 'measurements', type: 'json', value: '{"width":153}' }] },
    );
    expect(set.json.data.metafieldsSet).toEqual({ metafields: [{ key: 'measurements', value: '{"width":153}' }], userErrors: [] });
    const read = await customerQuery(request, ada.access_token, '{ customer { metafield(namespace: "custom", key: "measurements") { value type } } }');
    expect(read.json.data.customer.metafield).toEqual({ value: '{"width":153}', type: 'json' });

    const ben = await signedIn(request, 'ben@example.com');
    expect(
      (await customerQuery(request, ben.access_token, '{ customer { metafield(namespace: "custom", key: "measurements") { value } } }')).json.data.customer
        .metafield,
    ).toBeNull();
    const foreign = await customerQuery(
      request,
      ben.access_token,
      `mutation { metafieldsSet(metafields: [{ ownerId: "gid://shopify/Customer/7001", namespace: "custom", key: "measurements", type: "json", value: "{}" }]) { userErrors { code } } }`,
    );
    expect(foreign.json.data.metafieldsSet.userErrors).toEqual([{ code: 'INVALID' }]);
  });

  it('deletes a customer metafield: another customer cannot, and one that is not there comes back as null', async () => {
    const ada = await signedIn(request, 'ada@example.com');
    const ben = await signedIn(request, 'ben@example.com');
    const remember = `mutation { metafieldsSet(metafields: [{ ownerId: "gid://shopify/Customer/7001", namespace: "custom", key: "measurements", type: "json", value: "{}" }]) { userErrors { code } } }`;
    await customerQuery(request, ada.access_token, remember);
    const forget = `mutation Forget($metafields: [MetafieldIdentifierInput!]!) { metafieldsDelete(metafields: $metafields) { deletedMetafields { key } userErrors { code elementIndex } } }`;
    const adas = { metafields: [{ ownerId: 'gid://shopify/Customer/7001', namespace: 'custom', key: 'measurements' }] };
    const foreign = await customerQuery(request, ben.access_token, forget, adas);
    expect(foreign.json.data.metafieldsDelete).toEqual({ deletedMetafields: [], userErrors: [{ code: 'INVALID', elementIndex: 0 }] });
    const deleted = await customerQuery(request, ada.access_token, forget, adas);
    expect(deleted.json.data.metafieldsDelete).toEqual({ deletedMetafields: [{ key: 'measurements' }], userErrors: [] });
    const read = await customerQuery(request, ada.access_token, '{ customer { metafield(namespace: "custom", key: "measurements") { value } } }');
    expect(read.json.data.customer.metafield).toBeNull();
    expect((await customerQuery(request, ada.access_token, forget, adas)).json.data.metafieldsDelete.deletedMetafields).toEqual([null]);
  });

  it('keeps the last value set per customer; a refused metafield sets nothing, as Shopify checks them all first', async () => {
    const own = new CustomerData();
    const shop = customerAccountRoutes({ publicBaseUrl: 'http://localhost:3000/demo/shop', redirectUris: [REDIRECT_URI], data: own });
    const ask = (path: string, init?: RequestInit) => shop.request(path, init);
    const set = (token: string, metafields: object[]) =>
      customerQuery(
        ask,
        token,
        `mutation Remember($metafields: [MetafieldsSetInput!]!) { metafieldsSet(metafields: $metafields) { metafields { value } userErrors { field code elementIndex } } }`,
        { metafields },
      );
    const measurements = (value: string) => ({ ownerId: 'gid://shopify/Customer/7001', namespace: 'linden_tuck', key: 'mattress', type: 'json', value });
    const readBack = async (token: string) =>
      (await customerQuery(ask, token, '{ customer { metafield(namespace: "linden_tuck", key: "mattress") { value jsonValue } } }')).json.data.customer
        .metafield;

    const ada = await signedIn(ask, 'ada@example.com');
    await set(ada.access_token, [measurements('{"unit":"cm","width":152}')]);
    await set(ada.access_token, [measurements('{"unit":"in","width":60}')]);
    expect(await readBack(ada.access_token)).toEqual({ value: '{"unit":"in","width":60}', jsonValue: { unit: 'in', width: 60 } });

    const refused = await set(ada.access_token, [measurements('{"unit":"cm","width":137}'), { ...measurements('{width: 137'), key: 'x' }]);
    expect(refused.json.data.metafieldsSet).toEqual({
      metafields: [],
      userErrors: [
        { field: ['metafields', '1', 'key'], code: 'TOO_SHORT', elementIndex: 1 },
        { field: ['metafields', '1', 'value'], code: 'INVALID_VALUE', elementIndex: 1 },
      ],
    });
    expect(await readBack(ada.access_token)).toEqual({ value: '{"unit":"in","width":60}', jsonValue: { unit: 'in', width: 60 } });

    // A sign-in on another device reads the same customer's value; another customer has none.
    expect(await readBack((await signedIn(ask, 'ada@example.com')).access_token)).toMatchObject({ value: '{"unit":"in","width":60}' });
    expect(await readBack((await signedIn(ask, 'ben@example.com')).access_token)).toBeNull();
  });

  it('refuses a field it has no answer for by name, and a query the schema does not have', async () => {
    const ada = await signedIn(request, 'ada@example.com');
    const refused = await customerQuery(request, ada.access_token, '{ customer { storeCreditAccounts(first: 1) { nodes { id } } } }');
    expect(refused.json.errors[0].extensions).toMatchObject({ code: 'DEMO_SHOP_UNSUPPORTED', typeName: 'Customer', fieldName: 'storeCreditAccounts' });
    const invalid = await customerQuery(request, ada.access_token, '{ customer { password } }');
    expect(invalid.json.errors[0].message).toContain('Cannot query field "password" on type "Customer"');
  });

  it('answers 401 without a token or with a made-up one, and reads nothing', async () => {
    for (const token of ['', 'not-a-token']) {
      const { status, json } = await customerQuery(request, token, ACCOUNT_QUERY);
      expect(status).toBe(401);
      expect(json).toEqual({ errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHORIZED' } }] });
    }
  });
});

describe('through the demo shop over HTTP', () => {
  const { app: shop } = createTestShop();
  const server = serve({ fetch: shop.fetch, port: 0, hostname: '127.0.0.1' });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const overHttp = (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, init);

  it('signs in and answers the customer', async () => {
    const tokens = await signedIn(overHttp, 'ben@example.com');
    const { status, json } = await customerQuery(overHttp, tokens.access_token, '{ customer { firstName orders(first: 5) { nodes { id } } } }');
    expect(status).toBe(200);
    expect(json.data.customer).toEqual({ firstName: 'Ben', orders: { nodes: [] } });
  });
});
