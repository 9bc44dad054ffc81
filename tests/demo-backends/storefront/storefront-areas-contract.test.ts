// One contract per Storefront API area (Shop, Product, ProductVariant, Collection, Cart, Localization): operations
// written here in the shape of Shopify's documented examples for each area, sent through the official
// @shopify/storefront-api-client. Each must come back with data and no errors, as it would from a real store.
import { describe, expect, it } from 'vitest';
import { PREMIUM_KING_26_30_WHITE, CLASSIC_QUEEN_21_25_SAND, createTestShop } from './support/demo-shop.ts';
import { contractData, inProcessClient } from './support/in-process-client.ts';

const client = inProcessClient(createTestShop().app);
const PREMIUM = 'tailored-sateen-sheet-set-premium';

describe('Shop', () => {
  it('names itself, its domain, where it ships, how it takes payment and its policies', async () => {
    const { shop } = await contractData(
      client,
      `query ShopAtAGlance {
        shop {
          id name description moneyFormat shipsToCountries customerAccountUrl
          primaryDomain { host url sslEnabled }
          brand { slogan }
          paymentSettings { countryCode currencyCode acceptedCardBrands enabledPresentmentCurrencies supportedDigitalWallets }
          privacyPolicy { title url } refundPolicy { title url } shippingPolicy { title url } termsOfService { title url }
          subscriptionPolicy { id }
          about: metafield(namespace: "custom", key: "about") { value }
        }
      }`,
    );
    expect(shop).toMatchObject({ name: 'Linden & Tuck', shipsToCountries: ['AU', 'NZ'], brand: null, subscriptionPolicy: null, about: null });
    expect(shop.paymentSettings).toMatchObject({ countryCode: 'AU', currencyCode: 'AUD' });
    for (const policy of ['privacyPolicy', 'refundPolicy', 'shippingPolicy', 'termsOfService'])
      expect(shop[policy]).toEqual({ title: expect.any(String), url: expect.any(String) });
  });
});

describe('Product', () => {
  it('a product by handle with its options, variants and stock, media, metafields, collections and selling plans', async () => {
    const { product } = await contractData(
      client,
      `query ProductDetails($handle: String!) {
        product(handle: $handle) {
          id title handle vendor productType tags totalInventory availableForSale
          options(first: 3) { name optionValues { name } }
          variants(first: 5) { nodes { id title quantityAvailable availableForSale price { amount currencyCode } } }
          media(first: 10) { nodes { mediaContentType alt ... on MediaImage { image { url width height } } } }
          threadCount: metafield(namespace: "custom", key: "thread_count") { type value }
          collections(first: 5) { nodes { handle } }
          sellingPlanGroups(first: 5) { nodes { name } }
        }
      }`,
      { handle: PREMIUM },
    );
    expect(product).toMatchObject({
      handle: PREMIUM,
      productType: 'Tailored Sheet Set',
      threadCount: { type: 'number_integer', value: '600' },
      sellingPlanGroups: { nodes: [] },
    });
    expect(product.options.map((option: { name: string }) => option.name)).toEqual(['Mattress Size', 'Depth', 'Colour']);
    expect(product.variants.nodes[0]).toMatchObject({ quantityAvailable: 10, availableForSale: true });
    expect(product.media.nodes.every((media: { mediaContentType: string }) => media.mediaContentType === 'IMAGE')).toBe(true);
  });

  it('products by a sort key and a search, and the tags and types to filter by', async () => {
    const data = await contractData(
      client,
      `query Catalogue { cheapest: products(first: 1, sortKey: PRICE) { nodes { handle } } found: products(first: 5, query: "premium") { nodes { handle } }
        productTags(first: 20) { nodes } productTypes(first: 5) { nodes } }`,
    );
    expect(data.cheapest.nodes).toEqual([{ handle: 'tailored-sateen-sheet-set-classic' }]);
    expect(data.found.nodes).toEqual([{ handle: PREMIUM }]);
    expect(data.productTags.nodes).toContain('premium');
    expect(data.productTypes.nodes).toEqual(['Tailored Sheet Set']);
  });
});

describe('ProductVariant', () => {
  it('a variant by id with its price, options, stock, picture, product and the rules a cart applies', async () => {
    const { node } = await contractData(
      client,
      `query VariantById($id: ID!) {
        node(id: $id) {
          ... on ProductVariant {
            id title sku availableForSale quantityAvailable requiresShipping taxable barcode
            price { amount currencyCode } compareAtPrice { amount } unitPrice { amount }
            selectedOptions { name value }
            image { url altText }
            quantityRule { minimum maximum increment }
            sellingPlanAllocations(first: 5) { nodes { sellingPlan { name } } }
            storeAvailability(first: 5) { nodes { available } }
            product { handle }
          }
        }
      }`,
      { id: PREMIUM_KING_26_30_WHITE },
    );
    expect(node).toMatchObject({
      id: PREMIUM_KING_26_30_WHITE,
      title: 'King / 26-30 cm / White',
      quantityAvailable: 10,
      price: { amount: '1050.00', currencyCode: 'AUD' },
      compareAtPrice: null,
      quantityRule: { minimum: 1, maximum: null, increment: 1 },
      sellingPlanAllocations: { nodes: [] },
      storeAvailability: { nodes: [] },
      product: { handle: PREMIUM },
    });
  });
});

describe('Collection', () => {
  it('a collection by handle with its products filtered and sorted, the filters to offer and its metafields', async () => {
    const { collection } = await contractData(
      client,
      `query CollectionWithFilters($handle: String!, $filters: [ProductFilter!]) {
        collection(handle: $handle) {
          handle title description
          banner: metafield(namespace: "custom", key: "banner") { value }
          products(first: 10, sortKey: PRICE, reverse: true, filters: $filters) {
            filters { id label values { label count } }
            nodes { handle priceRange { minVariantPrice { amount } } }
          }
        }
      }`,
      { handle: 'all', filters: [{ available: true }] },
    );
    expect(collection).toMatchObject({ handle: 'all', banner: null });
    expect(collection.products.nodes.map((product: { handle: string }) => product.handle)).toEqual([PREMIUM, 'tailored-sateen-sheet-set-classic']);
    expect(collection.products.filters.length).toBeGreaterThan(0);
  });
});

describe('Cart', () => {
  it('creates a cart, adds, changes and removes lines, and reads it back with its costs', async () => {
    const fields =
      'id checkoutUrl totalQuantity cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } } lines(first: 10) { nodes { id quantity merchandise { ... on ProductVariant { id } } } }';
    const { cartCreate } = await contractData(
      client,
      `mutation NewCart($input: CartInput!) { cartCreate(input: $input) { cart { ${fields} } userErrors { field message } warnings { code } } }`,
      { input: { lines: [{ merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 1 }], buyerIdentity: { countryCode: 'AU' } } },
    );
    expect(cartCreate.userErrors).toEqual([]);
    const cartId = cartCreate.cart.id;
    const added = await contractData(
      client,
      `mutation Add($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { cart { ${fields} } userErrors { message } } }`,
      {
        cartId,
        lines: [{ merchandiseId: CLASSIC_QUEEN_21_25_SAND, quantity: 2 }],
      },
    );
    expect(added.cartLinesAdd.cart.totalQuantity).toBe(3);
    const [premiumLine, classicLine] = added.cartLinesAdd.cart.lines.nodes;
    await contractData(
      client,
      `mutation Change($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { cart { id } userErrors { message } } }`,
      {
        cartId,
        lines: [{ id: classicLine.id, quantity: 1 }],
      },
    );
    await contractData(
      client,
      `mutation Remove($cartId: ID!, $lineIds: [ID!]!) { cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { cart { id } userErrors { message } } }`,
      {
        cartId,
        lineIds: [premiumLine.id],
      },
    );
    const { cart } = await contractData(
      client,
      `query ReadCart($cartId: ID!) { cart(id: $cartId) { ${fields} metafield(namespace: "custom", key: "gift") { value } } }`,
      { cartId },
    );
    expect(cart).toMatchObject({ totalQuantity: 1, metafield: null, cost: { totalAmount: { amount: '850.00', currencyCode: 'AUD' } } });
    expect(cart.lines.nodes).toEqual([expect.objectContaining({ id: classicLine.id, quantity: 1 })]);
  });
});

describe('Localization', () => {
  it.each([
    ['NZ', 'NZD', 'nz'],
    ['CA', 'AUD', 'au'],
    ['FR', 'AUD', 'au'],
  ])('@inContext(country: %s) answers in %s', async (country, currency, market) => {
    const data = await contractData(
      client,
      `query Localized($country: CountryCode!) @inContext(country: $country, language: EN) {
        localization { country { isoCode currency { isoCode } } language { isoCode } market { handle } availableCountries { isoCode } }
        product(handle: "${PREMIUM}") { priceRange { minVariantPrice { currencyCode } } }
      }`,
      { country },
    );
    expect(data.localization).toMatchObject({
      country: { isoCode: country, currency: { isoCode: currency } },
      language: { isoCode: 'EN' },
      market: { handle: market },
    });
    expect(data.localization.availableCountries.map((entry: { isoCode: string }) => entry.isoCode)).toEqual(['AU', 'NZ']);
    expect(data.product.priceRange.minVariantPrice.currencyCode).toBe(currency);
  });
});
