// Shopify holds a request without a Storefront token to a requested cost of 1,000, counted with the page size asked
// for (not what the shop holds), and answers one over it with MAX_COST_EXCEEDED; a request with a token has no such
// limit. Both the standalone shop and the one the site mounts enforce it; the site sends its token as to a real shop.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoShopApp } from '../../../demo-backends/storefront/app.ts';
import { storefrontHeaders } from '../../../clients/storefront/storefront-headers.ts';
import { demoBackendMounts } from '../../../server/backends/demo-backend-mounts.ts';
import { DEMO_SHOP_MOUNT, readConfig } from '../../../server/config/config.ts';
import { SqliteCartStore } from '../../../demo-backends/storefront/sqlite-cart-store.ts';
import { startStandaloneShop, type StandaloneShop } from '../../../demo-backends/storefront/standalone.ts';
import { GRAPHQL_PATH, PUBLIC_BASE_URL, tempDbPath } from './support/demo-shop.ts';
import { operationCost } from './support/operation-cost.ts';

const limited = createDemoShopApp({ carts: new SqliteCartStore(tempDbPath()), publicBaseUrl: PUBLIC_BASE_URL, tokenlessCostLimit: true });

// 2 + 4 products × (1 + 2 + 246 variants) = 998, and each `shop` is one object more.
const PRODUCTS_AND_VARIANTS = 'products(first: 4) { nodes { variants(first: 246) { nodes { id } } } }';
const AT_LIMIT = `{ ${PRODUCTS_AND_VARIANTS} a: shop { name } b: shop { name } }`;
const JUST_OVER = `{ ${PRODUCTS_AND_VARIANTS} a: shop { name } b: shop { name } c: shop { name } }`;
// Shopify counts the 250 × 250 asked for, although this shop has two products of 60 variants.
const WHOLE_CATALOGUE = '{ products(first: 250) { nodes { variants(first: 250) { nodes { id } } } } }';

async function ask(app: Hono, query: string, headers: Record<string, string> = {}) {
  const response = await app.request(GRAPHQL_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: await response.json() };
}

const refusal = (cost: number) => ({
  errors: [
    {
      message: `Query cost is ${cost}, which exceeds the single query max cost limit (1000).`,
      extensions: { code: 'MAX_COST_EXCEEDED', cost, maxCost: 1000, documentation: 'https://shopify.dev/api/usage/limits#rate-limits' },
    },
  ],
});

describe('a tokenless request to a shop that holds it to 1,000', () => {
  it('is answered at a requested cost of exactly 1,000', async () => {
    expect(operationCost(AT_LIMIT, {}).cost).toBe(1000);
    const { status, body } = await ask(limited, AT_LIMIT);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.products.nodes).toHaveLength(2);
    expect(body.data.a).toEqual({ name: 'Linden & Tuck' });
  });

  it("is refused at 1,001 with Shopify's MAX_COST_EXCEEDED, with nothing of the answer", async () => {
    expect(await ask(limited, JUST_OVER)).toEqual({ status: 200, body: refusal(1001) });
  });

  it('is refused for 250 products of 250 variants, counted as asked (63,252), not as the two products the shop has', async () => {
    expect(await ask(limited, WHOLE_CATALOGUE)).toEqual({ status: 200, body: refusal(63_252) });
  });

  it('counts the dearest type of a union once, not every fragment of it', async () => {
    // Product and Article each select two objects: 2 + 200 × (1 + 2) = 602; adding both would be 1,002.
    const query =
      '{ search(query: "sheet", first: 200) { nodes { ... on Product { featuredImage { url } seo { title } } ' +
      '... on Article { image { url } authorV2 { name } } ... on Page { title } } } }';
    expect(operationCost(query, {}).cost).toBe(602);
    const { body } = await ask(limited, query);
    expect(body.errors).toBeUndefined();
    expect(body.data.search.nodes.length).toBeGreaterThan(0);
  });
});

describe('a request with a token', () => {
  it.each([
    ['a public token', { 'X-Shopify-Storefront-Access-Token': 'public-storefront-token' }],
    ['a private token', { 'Shopify-Storefront-Private-Token': 'private-storefront-token' }],
  ])('is answered over 1,000 with %s', async (_, headers) => {
    for (const query of [JUST_OVER, WHOLE_CATALOGUE]) {
      const { status, body } = await ask(limited, query, headers);
      expect({ status, errors: body.errors }).toEqual({ status: 200, errors: undefined });
      expect(body.data.products.nodes).toHaveLength(2);
    }
  });
});

describe('where the limit applies', () => {
  it('holds in the shop the site mounts, and the site asks it with its token, as it asks a real shop', async () => {
    const config = readConfig({ PORT: '4100', DATA_DIR: mkdtempSync(join(tmpdir(), 'site-mount-')) });
    const mounted = demoBackendMounts(config).find((mount) => mount.path === DEMO_SHOP_MOUNT)!.app;
    expect(await ask(mounted, WHOLE_CATALOGUE)).toEqual({ status: 200, body: refusal(63_252) });
    const { status, body } = await ask(mounted, WHOLE_CATALOGUE, storefrontHeaders(config.shop, { buyerIp: '203.0.113.7' }));
    expect({ status, errors: body.errors }).toEqual({ status: 200, errors: undefined });
    expect(body.data.products.nodes).toHaveLength(2);
  });

  describe('the standalone shop', () => {
    let shop: StandaloneShop;
    beforeAll(async () => {
      shop = await startStandaloneShop({ port: 0, host: '127.0.0.1', dataDir: mkdtempSync(join(tmpdir(), 'standalone-shop-')), https: false });
    });
    afterAll(() => shop?.close());

    it('refuses a tokenless request over 1,000 over HTTP and answers the same with a token', async () => {
      const post = (headers: Record<string, string>) =>
        fetch(`${shop.origin}${GRAPHQL_PATH}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headers },
          body: JSON.stringify({ query: JUST_OVER }),
        });
      const tokenless = await post({});
      expect(tokenless.status).toBe(200);
      expect(await tokenless.json()).toEqual(refusal(1001));
      const withToken = await (await post({ 'X-Shopify-Storefront-Access-Token': 'public-storefront-token' })).json();
      expect(withToken.errors).toBeUndefined();
    });
  });
});
