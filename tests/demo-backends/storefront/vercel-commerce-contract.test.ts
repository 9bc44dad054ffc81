// Imitates the way Next.js Commerce (github.com/vercel/commerce), a public headless storefront, uses a Shopify store:
// its product page, related products, search with its sort menu, the sitemap's product list, collections and their
// products in each order, header and footer menus, pages, and a cart from creation to reading back. The operations
// are this project's own (operations/), sent through the official @shopify/storefront-api-client against the
// standalone demo shop over https (`npm run demo-shop` with DEMO_SHOP_HTTPS=1). The client runs in a process of its
// own whose only setup is its environment: the store domain, a token and NODE_EXTRA_CA_CERTS naming the shop's
// generated certificate. Every answer has data, no errors.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandaloneShop, type StandaloneShop } from '../../../demo-backends/storefront/standalone.ts';
import { BASKET_CHANGES, READ_BASKET, START_BASKET } from './operations/cart.ts';
import { ALSO_CONSIDER, PRODUCT_GRID, SHEET_SET_PAGE } from './operations/catalogue.ts';
import { COLLECTION_BY_HANDLE, COLLECTION_INDEX, COLLECTION_SHELF } from './operations/collections.ts';
import { FOOTER_LINKS, PAGE_BY_HANDLE_LEGACY, PAGE_LIST } from './operations/content.ts';
import { CLASSIC_QUEEN_21_25_SAND, PREMIUM_KING_26_30_WHITE } from './support/demo-shop.ts';
import { startStorefrontClient, type ClientEnvironment, type StorefrontClientProcess } from './support/storefront-client.ts';

const PREMIUM = 'tailored-sateen-sheet-set-premium';
const API_VERSION = '2026-04';

/** A sort menu of the kind Next.js Commerce offers on its search pages. */
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
function expectPriceOrder(tiles: { priceRange: { lowest: { amount: string } } }[], reverse: boolean) {
  const prices = tiles.map((tile) => Number(tile.priceRange.lowest.amount));
  const sorted = [...prices].sort((a, b) => (reverse ? b - a : a - b));
  expect(prices).toEqual(sorted);
  return prices;
}

describe('the standalone demo shop over https', () => {
  it('is reached by a client that trusts its certificate through the environment alone, and by no other', async () => {
    const { NODE_EXTRA_CA_CERTS: _trusted, ...withoutTrust } = environment;
    const untrusting = startStorefrontClient(withoutTrust);
    try {
      const refused = await untrusting.request(FOOTER_LINKS, { handle: 'main-menu' });
      expect(refused).toMatchObject({ data: null, errors: { message: expect.stringContaining('fetch failed') } });
    } finally {
      await untrusting.close();
    }
    expect(await data(FOOTER_LINKS, { handle: 'main-menu' })).toMatchObject({ menu: { items: expect.any(Array) } });
  });
});

describe('a storefront pinned to an older API version', () => {
  it("is answered at 2023-01 (the version Next.js Commerce pins), which falls forward to the shop's schema", async () => {
    const pinned = startStorefrontClient({ ...environment, SHOPIFY_STOREFRONT_API_VERSION: '2023-01' });
    try {
      const answer = await pinned.request(SHEET_SET_PAGE, { handle: PREMIUM, chosen: [] });
      expect(answer).toMatchObject({ errors: null, data: { product: { handle: PREMIUM } } });
    } finally {
      await pinned.close();
    }
  });
});

describe('a product page', () => {
  it('the product by handle, its variants and its pictures served from the shop over https', async () => {
    const { product } = await data(SHEET_SET_PAGE, { handle: PREMIUM, chosen: [] });
    expect(product).toMatchObject({ handle: PREMIUM, availableForSale: true, seo: { title: expect.any(String) } });
    expect(product.allVariants.nodes.length).toBeGreaterThan(1);
    expect(product.featuredImage.url.startsWith(`${shop.origin}/`)).toBe(true);
    for (const { node } of product.gallery.edges) expect(node.url.startsWith(`${shop.origin}/`)).toBe(true);
  });

  it('related products under it, never the product itself', async () => {
    const { product } = await data(SHEET_SET_PAGE, { handle: PREMIUM, chosen: [] });
    const { productRecommendations } = await data(ALSO_CONSIDER, { productId: product.id });
    expect(productRecommendations).toEqual(expect.any(Array));
    expect(productRecommendations.map((related: { handle: string }) => related.handle)).not.toContain(PREMIUM);
  });
});

describe('search and the sitemap', () => {
  it('the product list with no variables but a page size (the sitemap) lists the catalogue', async () => {
    const { products } = await data(PRODUCT_GRID, { pageSize: 100 });
    expect(products.nodes.map((tile: { handle: string }) => tile.handle)).toContain(PREMIUM);
  });

  it('a search term finds products', async () => {
    const { products } = await data(PRODUCT_GRID, { search: 'sateen', order: 'RELEVANCE', descending: false, pageSize: 100 });
    expect(products.nodes.length).toBeGreaterThan(0);
  });

  it.each(SORTING)('products sorted $title', async ({ sortKey, reverse }) => {
    const { products } = await data(PRODUCT_GRID, { order: sortKey, descending: reverse, pageSize: 100 });
    expect(products.nodes.length).toBeGreaterThan(0);
    // The catalogue has sets at several prices, so the order shows.
    if (sortKey === 'PRICE') expect(new Set(expectPriceOrder(products.nodes, reverse)).size).toBeGreaterThan(1);
  });
});

describe('collections', () => {
  /** The collections a navigation would link to (storefronts of this kind leave out handles starting "hidden"). */
  async function collectionHandles(): Promise<string[]> {
    const { collections } = await data(COLLECTION_INDEX, { pageSize: 100, order: 'TITLE' });
    return collections.edges.map(({ node }: { node: { handle: string } }) => node.handle).filter((handle: string) => !handle.startsWith('hidden'));
  }

  it('each listed collection is found by its handle', async () => {
    const handles = await collectionHandles();
    expect(handles.length).toBeGreaterThan(0);
    for (const handle of handles) {
      const { collection } = await data(COLLECTION_BY_HANDLE, { handle });
      expect(collection).toMatchObject({ handle, title: expect.any(String), seo: expect.any(Object) });
    }
  });

  it.each(SORTING)("a collection's products sorted $title", async ({ sortKey, reverse }) => {
    const [handle] = await collectionHandles();
    // A collection's sort keys call the creation date CREATED where products say CREATED_AT.
    const variables = { handle, descending: reverse, order: sortKey === 'CREATED_AT' ? 'CREATED' : sortKey, pageSize: 100 };
    const { collection } = await data(COLLECTION_SHELF, variables);
    expect(collection.products.nodes.length).toBeGreaterThan(0);
    if (sortKey === 'PRICE') expectPriceOrder(collection.products.nodes, reverse);
  });
});

describe('menus and pages', () => {
  // This shop has Shopify's default two menus.
  it.each([
    { place: 'header', handle: 'main-menu' },
    { place: 'footer', handle: 'footer' },
  ])('the $place menu ($handle) with its titles and URLs', async ({ handle }) => {
    const { menu } = await data(FOOTER_LINKS, { handle });
    expect(menu.items.length).toBeGreaterThan(0);
    expect(menu.items[0]).toEqual({ title: expect.any(String), url: expect.any(String) });
  });

  it('each listed page is found by its handle', async () => {
    const { pages } = await data(PAGE_LIST);
    expect(pages.nodes.length).toBeGreaterThan(0);
    for (const { handle } of pages.nodes as { handle: string }[]) {
      const { pageByHandle } = await data(PAGE_BY_HANDLE_LEGACY, { handle });
      expect(pageByHandle).toMatchObject({ handle, title: expect.any(String), body: expect.any(String) });
    }
  });
});

describe('a cart', () => {
  it('is created empty, gains lines, changes a quantity, loses a line and reads back', async () => {
    // The first "Add to cart" of a visit creates an empty cart, then adds to it.
    const { cartCreate } = await data(START_BASKET);
    const basketId: string = cartCreate.cart.id;
    expect(cartCreate.cart).toMatchObject({ totalQuantity: 0, checkoutUrl: expect.stringMatching(`^${shop.origin}/`) });

    const lines = [
      { merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 1 },
      { merchandiseId: CLASSIC_QUEEN_21_25_SAND, quantity: 1 },
    ];
    expect((await data(BASKET_CHANGES.cartLinesAdd, { basketId, lines })).cartLinesAdd.cart.totalQuantity).toBe(2);
    const added = (await data(READ_BASKET, { basketId })).cart.lines.nodes;
    expect(added.map((line: any) => line.merchandise.id).sort()).toEqual([PREMIUM_KING_26_30_WHITE, CLASSIC_QUEEN_21_25_SAND].sort());
    const premium = added.find((line: any) => line.merchandise.id === PREMIUM_KING_26_30_WHITE);
    const classic = added.find((line: any) => line.merchandise.id === CLASSIC_QUEEN_21_25_SAND);

    const { cartLinesUpdate } = await data(BASKET_CHANGES.cartLinesUpdate, {
      basketId,
      lines: [{ id: premium.id, merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 3 }],
    });
    expect(cartLinesUpdate.cart.totalQuantity).toBe(4);

    const { cartLinesRemove } = await data(BASKET_CHANGES.cartLinesRemove, { basketId, lineIds: [classic.id] });
    expect(cartLinesRemove.cart.totalQuantity).toBe(3);

    const { cart } = await data(READ_BASKET, { basketId });
    expect(cart.lines.nodes).toHaveLength(1);
    expect(cart.lines.nodes[0]).toMatchObject({ quantity: 3, merchandise: { id: PREMIUM_KING_26_30_WHITE, product: { handle: PREMIUM } } });
    expect(cart.cost.totalAmount).toEqual({ amount: expect.any(String), currencyCode: 'AUD' });
  });
});
