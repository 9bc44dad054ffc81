// Next.js Commerce (github.com/vercel/commerce, lib/shopify: fixtures/vercel-commerce/) as its pages send its
// operations, through the official @shopify/storefront-api-client, against the standalone demo shop over https
// (`npm run demo-shop` with DEMO_SHOP_HTTPS=1). The client runs in a process of its own whose only setup is its
// environment: the store domain, a token and NODE_EXTRA_CA_CERTS naming the shop's generated certificate.
// Variables are the ones lib/shopify/index.ts builds, with this shop's handles; every answer has data, no errors.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandaloneShop, type StandaloneShop } from '../../../demo-backends/storefront/standalone.ts';
import { addToCartMutation, createCartMutation, editCartItemsMutation, removeFromCartMutation } from './fixtures/vercel-commerce/mutations/cart.ts';
import { getCartQuery } from './fixtures/vercel-commerce/queries/cart.ts';
import { getCollectionProductsQuery, getCollectionQuery, getCollectionsQuery } from './fixtures/vercel-commerce/queries/collection.ts';
import { getMenuQuery } from './fixtures/vercel-commerce/queries/menu.ts';
import { getPageQuery, getPagesQuery } from './fixtures/vercel-commerce/queries/page.ts';
import { getProductQuery, getProductRecommendationsQuery, getProductsQuery } from './fixtures/vercel-commerce/queries/product.ts';
import { CLASSIC_QUEEN_21_25_SAND, PREMIUM_KING_26_30_WHITE } from './support/demo-shop.ts';
import { startStorefrontClient, type ClientEnvironment, type StorefrontClientProcess } from './support/storefront-client.ts';

const PREMIUM = 'tailored-sateen-sheet-set-premium';
const API_VERSION = '2026-04';

/** Next.js Commerce's sort menu (lib/constants.ts `sorting`), as its search pages pass it on. */
const SORTING = [
  { title: 'Relevance', sortKey: 'RELEVANCE', reverse: false },
  { title: 'Trending', sortKey: 'BEST_SELLING', reverse: false },
  { title: 'Latest arrivals', sortKey: 'CREATED_AT', reverse: true },
  { title: 'Price: Low to high', sortKey: 'PRICE', reverse: false },
  { title: 'Price: High to low', sortKey: 'PRICE', reverse: true },
];

let shop: StandaloneShop;
let client: StorefrontClientProcess;
let environment: ClientEnvironment;

beforeAll(async () => {
  shop = await startStandaloneShop({ port: 0, host: '127.0.0.1', dataDir: mkdtempSync(join(tmpdir(), 'standalone-shop-')), https: true });
  environment = {
    SHOPIFY_STORE_DOMAIN: shop.storeDomain,
    SHOPIFY_STOREFRONT_API_VERSION: API_VERSION,
    SHOPIFY_STOREFRONT_ACCESS_TOKEN: 'next-commerce-public-token',
    NODE_EXTRA_CA_CERTS: shop.certificatePath!,
  };
  client = startStorefrontClient(environment);
});

afterAll(async () => {
  await client?.close();
  await shop?.close();
});

/** The operation's data, after checking the answer has data and no errors (shown in full when it has). */
async function data(query: string, variables?: Record<string, unknown>): Promise<any> {
  const answer = await client.request(query, variables);
  expect(answer.errors).toBeNull();
  expect(answer.data).not.toBeNull();
  return answer.data;
}

/** For the price orders, what the shopper sees: the "from" prices rise (or fall) down the grid. */
function expectPriceOrder(edges: { node: { priceRange: { minVariantPrice: { amount: string } } } }[], reverse: boolean) {
  const prices = edges.map(({ node }) => Number(node.priceRange.minVariantPrice.amount));
  const sorted = [...prices].sort((a, b) => (reverse ? b - a : a - b));
  expect(prices).toEqual(sorted);
  return prices;
}

describe('the standalone demo shop over https', () => {
  it('is reached by a client that trusts its certificate through the environment alone, and by no other', async () => {
    const { NODE_EXTRA_CA_CERTS: _trusted, ...withoutTrust } = environment;
    const untrusting = startStorefrontClient(withoutTrust);
    try {
      const refused = await untrusting.request(getMenuQuery, { handle: 'main-menu' });
      expect(refused).toMatchObject({ data: null, errors: { message: expect.stringContaining('fetch failed') } });
    } finally {
      await untrusting.close();
    }
    expect(await data(getMenuQuery, { handle: 'main-menu' })).toMatchObject({ menu: { items: expect.any(Array) } });
  });
});

describe('Next.js Commerce at its own API version', () => {
  it('is answered at 2023-01, the version lib/constants.ts pins, which falls forward to the shop\'s schema', async () => {
    const pinned = startStorefrontClient({ ...environment, SHOPIFY_STOREFRONT_API_VERSION: '2023-01' });
    try {
      const answer = await pinned.request(getProductQuery, { handle: PREMIUM });
      expect(answer).toMatchObject({ errors: null, data: { product: { handle: PREMIUM } } });
    } finally {
      await pinned.close();
    }
  });
});

describe('Next.js Commerce product pages', () => {
  it('getProduct: the product, its variants and images served from the shop over https', async () => {
    const { product } = await data(getProductQuery, { handle: PREMIUM });
    expect(product).toMatchObject({ handle: PREMIUM, availableForSale: true, seo: { title: expect.any(String) } });
    expect(product.variants.edges.length).toBeGreaterThan(1);
    expect(product.featuredImage.url.startsWith(`${shop.origin}/`)).toBe(true);
  });

  it('getProductRecommendations: the related products under the product', async () => {
    const { product } = await data(getProductQuery, { handle: PREMIUM });
    const { productRecommendations } = await data(getProductRecommendationsQuery, { productId: product.id });
    expect(productRecommendations).toEqual(expect.any(Array));
    expect(productRecommendations.map((related: { handle: string }) => related.handle)).not.toContain(PREMIUM);
  });
});

describe('Next.js Commerce search and sitemap', () => {
  it('getProducts without variables (the sitemap) lists the catalogue', async () => {
    const { products } = await data(getProductsQuery);
    expect(products.edges.map(({ node }: { node: { handle: string } }) => node.handle)).toContain(PREMIUM);
  });

  it('getProducts with a search term', async () => {
    const { products } = await data(getProductsQuery, { query: 'sateen', sortKey: 'RELEVANCE', reverse: false });
    expect(products.edges.length).toBeGreaterThan(0);
  });

  it.each(SORTING)('getProducts sorted $title', async ({ sortKey, reverse }) => {
    const { products } = await data(getProductsQuery, { sortKey, reverse });
    expect(products.edges.length).toBeGreaterThan(0);
    // The catalogue has sets at several prices, so the order shows.
    if (sortKey === 'PRICE') expect(new Set(expectPriceOrder(products.edges, reverse)).size).toBeGreaterThan(1);
  });
});

describe('Next.js Commerce collections', () => {
  /** The collections the navigation links to (lib/shopify/index.ts leaves out handles starting "hidden"). */
  async function collectionHandles(): Promise<string[]> {
    const { collections } = await data(getCollectionsQuery);
    return collections.edges.map(({ node }: { node: { handle: string } }) => node.handle).filter((handle: string) => !handle.startsWith('hidden'));
  }

  it('getCollections and getCollection: each listed collection is found by its handle', async () => {
    const handles = await collectionHandles();
    expect(handles.length).toBeGreaterThan(0);
    for (const handle of handles) {
      const { collection } = await data(getCollectionQuery, { handle });
      expect(collection).toMatchObject({ handle, title: expect.any(String), seo: expect.any(Object) });
    }
  });

  it.each(SORTING)('getCollectionProducts sorted $title', async ({ sortKey, reverse }) => {
    const [handle] = await collectionHandles();
    // index.ts's own mapping: ProductCollectionSortKeys calls the creation date CREATED.
    const variables = { handle, reverse, sortKey: sortKey === 'CREATED_AT' ? 'CREATED' : sortKey };
    const { collection } = await data(getCollectionProductsQuery, variables);
    expect(collection.products.edges.length).toBeGreaterThan(0);
    if (sortKey === 'PRICE') expectPriceOrder(collection.products.edges, reverse);
  });
});

describe('Next.js Commerce menus and pages', () => {
  // Next.js Commerce asks for next-js-frontend-header-menu and -footer-menu; this shop has Shopify's default two.
  it.each([
    { place: 'header', handle: 'main-menu' },
    { place: 'footer', handle: 'footer' },
  ])('getMenu: the $place menu ($handle) with its titles and URLs', async ({ handle }) => {
    const { menu } = await data(getMenuQuery, { handle });
    expect(menu.items.length).toBeGreaterThan(0);
    expect(menu.items[0]).toEqual({ title: expect.any(String), url: expect.any(String) });
  });

  it('getPages and getPage: each listed page is found by its handle', async () => {
    const { pages } = await data(getPagesQuery);
    expect(pages.edges.length).toBeGreaterThan(0);
    for (const { node } of pages.edges as { node: { handle: string } }[]) {
      const { pageByHandle } = await data(getPageQuery, { handle: node.handle });
      expect(pageByHandle).toMatchObject({ handle: node.handle, title: expect.any(String), body: expect.any(String) });
    }
  });
});

describe('Next.js Commerce cart', () => {
  it('creates a cart, adds lines, changes a quantity, removes a line and reads the cart back', async () => {
    // createCart sends no variables: the cart starts empty and the first "Add to cart" adds to it.
    const { cartCreate } = await data(createCartMutation);
    const cartId: string = cartCreate.cart.id;
    expect(cartCreate.cart).toMatchObject({ totalQuantity: 0, checkoutUrl: expect.stringMatching(`^${shop.origin}/`) });

    const lines = [{ merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 1 }, { merchandiseId: CLASSIC_QUEEN_21_25_SAND, quantity: 1 }];
    const { cartLinesAdd } = await data(addToCartMutation, { cartId, lines });
    const added = cartLinesAdd.cart.lines.edges.map(({ node }: { node: any }) => node);
    expect(added.map((line: any) => line.merchandise.id).sort()).toEqual([PREMIUM_KING_26_30_WHITE, CLASSIC_QUEEN_21_25_SAND].sort());
    const premium = added.find((line: any) => line.merchandise.id === PREMIUM_KING_26_30_WHITE);
    const classic = added.find((line: any) => line.merchandise.id === CLASSIC_QUEEN_21_25_SAND);

    const { cartLinesUpdate } = await data(editCartItemsMutation, { cartId, lines: [{ id: premium.id, merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 3 }] });
    expect(cartLinesUpdate.cart.totalQuantity).toBe(4);

    const { cartLinesRemove } = await data(removeFromCartMutation, { cartId, lineIds: [classic.id] });
    expect(cartLinesRemove.cart.totalQuantity).toBe(3);

    const { cart } = await data(getCartQuery, { cartId });
    expect(cart.lines.edges).toHaveLength(1);
    expect(cart.lines.edges[0].node).toMatchObject({ quantity: 3, merchandise: { id: PREMIUM_KING_26_30_WHITE, product: { handle: PREMIUM } } });
    expect(cart.cost.totalAmount).toEqual({ amount: expect.any(String), currencyCode: 'AUD' });
  });
});
