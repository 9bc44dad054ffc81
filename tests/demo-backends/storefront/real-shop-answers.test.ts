// The demo shop answers what a real shop answers, rather than refusing: what it has none of is null or an empty
// list (no blog, pickup locations, metaobjects or subscriptions), and what storefronts read every day comes from the
// brand's facts (stock, media, tags and types, payment settings, the four policies, the product metafields).
import { describe, expect, it } from 'vitest';
import { clientData } from './support/official-client.ts';
import { createTestShop, drawingUrl, PREMIUM_KING_26_30_WHITE } from './support/demo-shop.ts';

const { app } = createTestShop();
const PREMIUM = 'tailored-sateen-sheet-set-premium';
/** Premium · King · 36-40 cm · White: the premium King in the deepest band is sold out. */
const PREMIUM_KING_36_40_WHITE = 'gid://shopify/ProductVariant/4101351';

describe('what the shop has none of', () => {
  it('answers blogs, articles, pickup locations, metaobjects and redirects as a shop without them', async () => {
    const data = await clientData(
      app,
      `{ blog(handle: "news") { id } blogByHandle(handle: "news") { id } blogs(first: 5) { nodes { id } } article(id: "gid://shopify/Article/1") { id }
         articles(first: 5) { nodes { id } } locations(first: 5) { nodes { id } } metaobject(id: "gid://shopify/Metaobject/1") { id }
         metaobjects(type: "faq", first: 5) { nodes { id } } urlRedirects(first: 5) { nodes { path } } }`,
    );
    expect(data).toEqual({
      blog: null,
      blogByHandle: null,
      blogs: { nodes: [] },
      article: null,
      articles: { nodes: [] },
      locations: { nodes: [] },
      metaobject: null,
      metaobjects: { nodes: [] },
      urlRedirects: { nodes: [] },
    });
  });

  it('sells no subscriptions or bundles: no selling plans, components, price breaks or pickup availability', async () => {
    const { product, node } = await clientData(
      app,
      `query($variant: ID!) { product(handle: "${PREMIUM}") { requiresSellingPlan sellingPlanGroups(first: 5) { nodes { name } } }
         node(id: $variant) { ... on ProductVariant { sellingPlanAllocations(first: 5) { nodes { checkoutChargeAmount { amount } } }
           components(first: 5) { nodes { quantity } } requiresComponents quantityPriceBreaks(first: 5) { nodes { minimumQuantity } }
           quantityRule { minimum maximum increment } storeAvailability(first: 5) { nodes { available } } } } }`,
      { variant: PREMIUM_KING_26_30_WHITE },
    );
    expect(product).toEqual({ requiresSellingPlan: false, sellingPlanGroups: { nodes: [] } });
    expect(node).toEqual({
      sellingPlanAllocations: { nodes: [] },
      components: { nodes: [] },
      requiresComponents: false,
      quantityPriceBreaks: { nodes: [] },
      quantityRule: { minimum: 1, maximum: null, increment: 1 },
      storeAvailability: { nodes: [] },
    });
  });
});

describe('the catalogue as storefronts read it', () => {
  it('says how many of a variant are in stock: ten of each, none where it is sold out', async () => {
    const query =
      'query($a: ID!, $b: ID!) { a: node(id: $a) { ... on ProductVariant { quantityAvailable availableForSale } } b: node(id: $b) { ... on ProductVariant { quantityAvailable availableForSale } } }';
    expect(await clientData(app, query, { a: PREMIUM_KING_26_30_WHITE, b: PREMIUM_KING_36_40_WHITE })).toEqual({
      a: { quantityAvailable: 10, availableForSale: true },
      b: { quantityAvailable: 0, availableForSale: false },
    });
    // 60 variants, 3 of them (King 36-40 cm in each colour) sold out.
    expect((await clientData(app, `{ product(handle: "${PREMIUM}") { totalInventory } }`)).product.totalInventory).toBe(570);
  });

  it("lists a product's pictures as its media, each a MediaImage", async () => {
    const { product } = await clientData(
      app,
      `{ product(handle: "${PREMIUM}") { images(first: 10) { nodes { url } } media(first: 10) { nodes { __typename mediaContentType alt ... on MediaImage { id image { url } previewImage { url } } } } } }`,
    );
    expect(product.media.nodes).toHaveLength(4);
    expect(product.media.nodes.map((media: { image: { url: string } }) => media.image.url)).toEqual(
      product.images.nodes.map((image: { url: string }) => image.url),
    );
    expect(product.media.nodes[0]).toMatchObject({
      __typename: 'MediaImage',
      mediaContentType: 'IMAGE',
      alt: 'Tailored Sateen Sheet Set — Premium',
      image: { url: drawingUrl(PREMIUM) },
    });
  });

  it('lists the tags and product types in use', async () => {
    const { productTags, productTypes } = await clientData(app, '{ productTags(first: 10) { nodes } productTypes(first: 10) { nodes } }');
    expect(productTags.nodes).toEqual(['400-thread-count', '600-thread-count', 'classic', 'premium', 'sheet-set']);
    expect(productTypes.nodes).toEqual(['Tailored Sheet Set']);
  });

  it("answers the spec's facts as product metafields, and null for a metafield nobody set", async () => {
    const { product, collection } = await clientData(
      app,
      `{ product(handle: "${PREMIUM}") {
           fabric: metafield(namespace: "custom", key: "fabric") { namespace key type value }
           metafields(identifiers: [{ namespace: "custom", key: "thread_count" }, { namespace: "custom", key: "care" }, { namespace: "custom", key: "fibre" }]) { key type value parentResource { ... on Product { handle } } }
         }
         collection(handle: "all") { metafield(namespace: "custom", key: "fabric") { value } metafields(identifiers: [{ namespace: "custom", key: "fabric" }]) { value } } }`,
    );
    expect(product.fabric).toEqual({ namespace: 'custom', key: 'fabric', type: 'single_line_text_field', value: 'Organic cotton, sateen weave' });
    expect(product.metafields[0]).toEqual({ key: 'thread_count', type: 'number_integer', value: '600', parentResource: { handle: PREMIUM } });
    expect(product.metafields[1]).toMatchObject({ key: 'care', type: 'multi_line_text_field', value: expect.stringContaining('40°C') });
    expect(product.metafields[2]).toBeNull();
    expect(collection).toEqual({ metafield: null, metafields: [null] });
  });

  it('finds products and collections by their older root fields and by a list of ids', async () => {
    const data = await clientData(
      app,
      `{ productByHandle(handle: "${PREMIUM}") { id } collectionByHandle(handle: "all") { handle } nodes(ids: ["gid://shopify/Product/8100001", "gid://shopify/Product/1"]) { id } }`,
    );
    expect(data).toEqual({
      productByHandle: { id: 'gid://shopify/Product/8100001' },
      collectionByHandle: { handle: 'all' },
      nodes: [{ id: 'gid://shopify/Product/8100001' }, null],
    });
  });
});

describe('the shop', () => {
  it('takes payment as an Australian shop: AUD, in Australia, the card brands Australian shops accept', async () => {
    const settings = '{ countryCode currencyCode acceptedCardBrands enabledPresentmentCurrencies supportedDigitalWallets }';
    const { shop, paymentSettings } = await clientData(app, `{ shop { paymentSettings ${settings} } paymentSettings ${settings} }`);
    expect(paymentSettings).toEqual({
      countryCode: 'AU',
      currencyCode: 'AUD',
      acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS'],
      enabledPresentmentCurrencies: ['AUD', 'NZD'],
      supportedDigitalWallets: [],
    });
    expect(shop.paymentSettings).toEqual(paymentSettings);
  });

  it('answers its four policies with the words of its pages, and null for the ones it has not written', async () => {
    const policy = '{ handle title url body }';
    const { shop } = await clientData(
      app,
      `{ shop { privacyPolicy ${policy} refundPolicy ${policy} shippingPolicy ${policy} termsOfService ${policy} legalNotice { id } termsOfSale { id } contactInformation { id } } }`,
    );
    expect(shop.privacyPolicy).toMatchObject({
      handle: 'privacy-policy',
      url: 'http://localhost:3000/privacy',
      body: expect.stringContaining('Australian Privacy Principles'),
    });
    expect(shop.termsOfService).toMatchObject({
      handle: 'terms-of-service',
      url: 'http://localhost:3000/terms',
      body: expect.stringContaining('<h2>Australian Consumer Law</h2>'),
    });
    expect(shop.termsOfService.body).toContain('<a href="http://localhost:3000/measure-up">measuring guide</a>');
    expect(shop.shippingPolicy).toMatchObject({
      handle: 'shipping-policy',
      url: 'http://localhost:3000/faqs',
      body: expect.stringContaining('dispatched within'),
    });
    expect(shop.shippingPolicy.body).not.toContain('Returns');
    expect(shop.refundPolicy).toMatchObject({ handle: 'refund-policy', body: expect.stringContaining('<strong>30 days</strong>') });
    expect(shop).toMatchObject({ legalNotice: null, termsOfSale: null, contactInformation: null });
  });
});
