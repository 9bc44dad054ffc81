// Premium packaging (spec §3, default on) rides on the shop's cart line as the 'Premium packaging' attribute:
// the client sends it with line inputs and reads it back from recorded cart answers.
import nock from 'nock';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { premiumPackagingAttribute, premiumPackagingOf } from '../../../clients/storefront/premium-packaging.ts';
import { StorefrontClient } from '../../../clients/storefront/storefront-client.ts';
import type { Fixture } from './record-fixtures.ts';

const SHOP = 'https://tailored-linen.myshopify.com';
const PATH = '/api/2026-04/graphql.json';

type CartBody = { data: { cartCreate: { cart: { id: string; lines: { edges: Array<{ node: { id: string; attributes: unknown[] } }> } } } } };
const recorded = JSON.parse(readFileSync(new URL('./fixtures/cart-create.json', import.meta.url), 'utf8')) as Fixture;
const lines = recorded.variables.lines as Array<{ merchandiseId: string; quantity: number }>;

/** The recorded cart answer, its line carrying these attributes. */
function answerWithAttributes(attributes: Array<{ key: string; value: string | null }>): CartBody {
  const body = structuredClone(recorded.body) as CartBody;
  body.data.cartCreate.cart.lines.edges[0]!.node.attributes = attributes;
  return body;
}
const shop = () => new StorefrontClient({ endpoint: `${SHOP}${PATH}`, publicStorefrontToken: 'token', timeoutMs: 2_000 });

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('premium packaging on the cart line', () => {
  it("is the line attribute 'Premium packaging' with 'Yes' or 'No'", () => {
    expect(premiumPackagingAttribute(true)).toEqual({ key: 'Premium packaging', value: 'Yes' });
    expect(premiumPackagingAttribute(false)).toEqual({ key: 'Premium packaging', value: 'No' });
  });

  it('is sent with the line input when a cart is created', async () => {
    let variables: Record<string, unknown> = {};
    nock(SHOP)
      .post(PATH, (body: { variables: Record<string, unknown> }) => ((variables = body.variables), true))
      .reply(200, recorded.body as nock.Body);
    await shop().createCart([{ ...lines[0]!, attributes: [premiumPackagingAttribute(false)] }]);
    expect(variables.lines).toEqual([{ ...lines[0], attributes: [{ key: 'Premium packaging', value: 'No' }] }]);
  });

  it('a line update can change only the attributes', async () => {
    let variables: Record<string, unknown> = {};
    const body = structuredClone(recorded.body) as CartBody & { data: { cartLinesUpdate?: unknown } };
    nock(SHOP)
      .post(PATH, (sent: { query: string; variables: Record<string, unknown> }) => ((variables = sent.variables), sent.query.includes('cartLinesUpdate')))
      .reply(200, { data: { cartLinesUpdate: { ...body.data.cartCreate, userErrors: [], warnings: [] } } });
    await shop().updateLines('gid://shopify/Cart/c1?key=k', [{ id: 'gid://shopify/CartLine/1', attributes: [premiumPackagingAttribute(false)] }]);
    expect(variables.lines).toEqual([{ id: 'gid://shopify/CartLine/1', attributes: [{ key: 'Premium packaging', value: 'No' }] }]);
  });

  it.each([
    ['No', [{ key: 'Premium packaging', value: 'No' }], false],
    ['Yes', [{ key: 'Premium packaging', value: 'Yes' }], true],
    ['absent (the spec default)', [], true],
    ['absent beside other attributes', [{ key: 'Gift note', value: 'No' }], true],
  ])('is read back from the shop’s answer: %s', async (_, attributes, expected) => {
    nock(SHOP).post(PATH).reply(200, answerWithAttributes(attributes));
    const cart = await shop().createCart(lines);
    expect(cart.lines[0]!.premiumPackaging).toBe(expected);
  });

  it('an attribute without a value or with an unknown one keeps the default', () => {
    expect(premiumPackagingOf([{ key: 'Premium packaging', value: null }])).toBe(true);
    expect(premiumPackagingOf([{ key: 'Premium packaging', value: 'maybe' }])).toBe(true);
  });
});
