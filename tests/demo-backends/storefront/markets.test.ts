// `@inContext(country:)` is answered in that country's currency (Australia in AUD, New Zealand in NZD), any other
// country in the shop's default currency;
// a cart keeps the market it was created in, and `localization` describes the markets and the one language.
import { describe, expect, it } from 'vitest';
import { CartCreateDocument, CartLoadDocument, ProductSearchDocument } from '../../../generated/storefront/graphql.ts';
import { PUBLIC_BASE_URL, createTestShop, mutate, PREMIUM_KING_26_30_WHITE, run } from './support/demo-shop.ts';
import { clientData, clientRequest } from './support/official-client.ts';

const { app } = createTestShop();
const NZ = { country: 'NZ', language: 'EN' } as const;
const search = (inContext?: { country: 'NZ' | 'AU'; language: 'EN' }) => run(app, ProductSearchDocument, { query: '', first: 2 }, inContext);

describe('markets', () => {
  it('prices the catalogue in AUD for Australia', async () => {
    const { products } = await search();
    expect(products.edges[0]!.node.variants.edges[0]!.node.price).toEqual({ amount: '850.00', currencyCode: 'AUD' });
  });

  it('prices it in NZD for New Zealand, converted and rounded to whole dollars', async () => {
    const { products } = await search(NZ);
    const prices = products.edges[0]!.node.variants.edges.map(({ node }) => node.price);
    expect(prices[0]).toEqual({ amount: '935.00', currencyCode: 'NZD' });
    expect(new Set(prices.map((price) => price.currencyCode))).toEqual(new Set(['NZD']));
  });

  it.each(['US', 'CA', 'FR'])("answers %s, a country outside its markets, in the shop's default currency, as Shopify does", async (country) => {
    const query = `query @inContext(country: ${country}) { products(first: 1) { nodes { priceRange { minVariantPrice { amount currencyCode } } } } localization { country { isoCode name currency { isoCode } } market { handle } } }`;
    const { data, errors } = await clientRequest(app, query);
    expect(errors).toBeUndefined();
    expect(data.products.nodes[0].priceRange.minVariantPrice).toEqual({ amount: '850.00', currencyCode: 'AUD' });
    expect(data.localization).toEqual({ country: { isoCode: country, name: expect.any(String), currency: { isoCode: 'AUD' } }, market: { handle: 'au' } });
  });

  it('answers every language in English, the only language the shop has', async () => {
    const { products } = await run(app, ProductSearchDocument, { query: '', first: 1 }, { country: 'AU', language: 'FR' });
    expect(products.edges[0]!.node.title).toBe('Tailored Sateen Sheet Set — Premium');
  });

  it('keeps a cart in the market it was created in, and its hosted checkout shows that currency', async () => {
    const { cartCreate } = await mutate(app, CartCreateDocument, { lines: [{ merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 1 }] }, NZ);
    expect(cartCreate.cart!.cost.totalAmount).toEqual({ amount: '1155.00', currencyCode: 'NZD' });
    const { cart } = await run(app, CartLoadDocument, { cartId: cartCreate.cart!.id });
    expect(cart!.cost.totalAmount.currencyCode).toBe('NZD');
    const page = await (await app.request(cartCreate.cart!.checkoutUrl.slice(PUBLIC_BASE_URL.length))).text();
    expect(page).toMatch(/NZD\s1,155\.00/);
    expect(page).toContain('Total (NZD)');
  });

  it('re-prices a cart when the buyer changes country, and refuses a country it does not sell to', async () => {
    const { cartCreate } = await mutate(app, CartCreateDocument, { lines: [{ merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 1 }] });
    const update =
      'mutation($id: ID!, $country: CountryCode) { cartBuyerIdentityUpdate(cartId: $id, buyerIdentity: { countryCode: $country }) { cart { cost { totalAmount { amount currencyCode } } } userErrors { code field } } }';
    const toNz = (await clientData(app, update, { id: cartCreate.cart!.id, country: 'NZ' })).cartBuyerIdentityUpdate;
    expect(toNz.cart.cost.totalAmount).toEqual({ amount: '1155.00', currencyCode: 'NZD' });
    const toUs = (await clientData(app, update, { id: cartCreate.cart!.id, country: 'US' })).cartBuyerIdentityUpdate;
    expect(toUs.userErrors).toEqual([{ code: 'INVALID', field: ['buyerIdentity', 'countryCode'] }]);
  });

  it('describes Australia in English, and the markets it sells to', async () => {
    const { localization } = await clientData(
      app,
      'query @inContext(country: AU, language: EN) { localization { country { isoCode name currency { isoCode symbol } unitSystem } language { isoCode name } availableCountries { isoCode currency { isoCode } } availableLanguages { isoCode } } }',
    );
    expect(localization).toEqual({
      country: { isoCode: 'AU', name: 'Australia', currency: { isoCode: 'AUD', symbol: '$' }, unitSystem: 'METRIC_SYSTEM' },
      language: { isoCode: 'EN', name: 'English' },
      availableCountries: [
        { isoCode: 'AU', currency: { isoCode: 'AUD' } },
        { isoCode: 'NZ', currency: { isoCode: 'NZD' } },
      ],
      availableLanguages: [{ isoCode: 'EN' }],
    });
  });
});
