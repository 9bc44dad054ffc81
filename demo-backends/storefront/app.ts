// The local shop: a Storefront-API-compatible GraphQL endpoint, product images, the hosted checkout and cart
// permalinks. The site mounts it at /demo/shop when no shop credentials are set and talks to it over HTTP
// through the same client it uses for a real shop.
import { Hono } from 'hono';
import { readFileSync } from 'node:fs';
import { CATALOG } from './demo-products.ts';
import { CartStore } from './cart-database.ts';
import { checkoutRoutes } from './hosted-checkout-routes.ts';
import { answerGraphQL } from './graphql-endpoint.ts';
import { createRootValue } from './graphql-resolvers.ts';

export type DemoShopOptions = {
  /** SQLite file for carts and sandbox orders (created with its folder if absent). */
  dbPath: string;
  /** Browser-facing URL of the mounted app, e.g. http://localhost:3000/demo/shop; used in checkoutUrl and image URLs. */
  publicBaseUrl: string;
};

const productImages = new Map(
  CATALOG.map((product) => [`${product.handle}.svg`, readFileSync(new URL(`./images/${product.handle}.svg`, import.meta.url), 'utf8')]),
);

export function createDemoShopApp({ dbPath, publicBaseUrl }: DemoShopOptions): Hono {
  const baseUrl = publicBaseUrl.replace(/\/$/, '');
  const store = new CartStore(dbPath);
  const rootValue = createRootValue({ store, publicBaseUrl: baseUrl });
  const app = new Hono({ strict: false });

  app.post('/api/:version/graphql.json', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      body = null;
    }
    const answer = await answerGraphQL(body, rootValue);
    return c.json(answer.body, answer.status);
  });

  app.get('/images/:file', (c) => {
    const svg = productImages.get(c.req.param('file'));
    if (!svg) return c.notFound();
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' });
  });

  app.route('/', checkoutRoutes({ store, publicBaseUrl: baseUrl }));
  return app;
}
