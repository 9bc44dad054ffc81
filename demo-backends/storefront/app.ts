// The local shop: a Storefront-API-compatible GraphQL endpoint, product images (resized as the Shopify CDN resizes
// them: image-route.ts), the hosted checkout, cart permalinks, the hosted customer sign-in and the endpoint Shopify
// analytics are sent to (analytics-receiver.ts). The site mounts it at /demo/shop when no shop credentials are set
// and talks to it over HTTP through the same client it uses for a real shop.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestAccess } from './access-tokens.ts';
import { accountRoutes } from './account-routes.ts';
import { analyticsReceiverRoutes } from './analytics-receiver.ts';
import { CustomerData } from '../customer-accounts/customer-data.ts';
import { placedOrdersFrom } from '../customer-accounts/customer-orders.ts';
import { Grants } from '../customer-accounts/grants.ts';
import { customerAccountRoutes } from '../customer-accounts/routes.ts';
import { answeringVersion, API_VERSION_HEADER } from './api-versions.ts';
import type { CartStore } from './cart-store.ts';
import { checkoutRoutes } from './hosted-checkout-routes.ts';
import { type OrderWebhookTarget, orderWebhookSender } from './order-webhooks.ts';
import { answerGraphQL, INTERNAL_ERROR } from './graphql-endpoint.ts';
import { errorDetail, type InternalErrorLog, stderrErrorLog } from '../internal-errors.ts';
import { createRootValue } from './graphql-resolvers.ts';
import { productImageRoutes } from './image-route.ts';
import { ProductPictures } from './product-pictures.ts';
import { ReceivedAnalytics } from './received-analytics.ts';
import { MAX_BODY_BYTES } from './request-limits.ts';

export type DemoShopOptions = {
  /** Where carts and sandbox orders are kept (SQLite under DATA_DIR, or PostgreSQL shared by the instances). */
  carts: CartStore;
  /** Browser-facing URL of the mounted app, e.g. http://localhost:3000/demo/shop; used in checkoutUrl and image URLs. */
  publicBaseUrl: string;
  /** A folder whose `{handle}.jpg` photographs replace the product drawings (DEMO_SHOP_IMAGES_DIR); null keeps the drawings. */
  photosDir?: string | null;
  /** Where a failure's detail goes (the site's logger); answers carry only a code and a message. */
  logError?: InternalErrorLog;
  /** Where each sandbox order's orders/create webhook goes, signed with its secret; null sends none. */
  orderWebhook?: OrderWebhookTarget | null;
  /** Holds tokenless requests to Shopify's 1,000 requested cost, as a real shop does: on in the standalone shop and
   * where the site mounts it (the site sends its token, as to a real shop); off by default for tests that drive the
   * shop's own behaviour with large tokenless operations. */
  tokenlessCostLimit?: boolean;
  /** Where the Shopify analytics it receives are kept (in memory); a test passes its own to read them. */
  analytics?: ReceivedAnalytics;
};

const requestError = (c: Context, status: 400 | 404 | 413 | 415, message: string, code: string) =>
  c.json({ errors: [{ message, extensions: { code } }] }, status);

const mediaType = (c: Context) => (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();

/** The GraphQL request in the body: JSON `{query, variables}`, or the bare query text as `application/graphql`. */
async function graphQLBody(c: Context): Promise<unknown> {
  if (mediaType(c) === 'application/graphql') return { query: await c.req.text() };
  try {
    return await c.req.json();
  } catch {
    return null;
  }
}

export function createDemoShopApp({
  carts: store,
  publicBaseUrl,
  photosDir = null,
  logError = stderrErrorLog,
  orderWebhook = null,
  tokenlessCostLimit = false,
  analytics = new ReceivedAnalytics(),
}: DemoShopOptions): Hono {
  const baseUrl = publicBaseUrl.replace(/\/$/, '');
  const pictures = new ProductPictures(photosDir);
  // One set of grants for both APIs: a cart names its customer by a Customer Account API access token.
  const grants = new Grants();
  const rootValue = createRootValue({ store, publicBaseUrl: baseUrl, pictures, customerOfToken: (token) => grants.customerOf(token) });
  const app = new Hono({ strict: false });

  // With or without a version in the path, as Shopify answers both (no version: the oldest supported one).
  app.on(
    'POST',
    ['/api/:version/graphql.json', '/api/graphql.json'],
    async (c, next) => {
      const requested = c.req.param('version');
      const version = answeringVersion(requested);
      if (!version) return requestError(c, 404, `Not Found: ${requested} is not a Storefront API version (YYYY-MM of a quarter, or unstable).`, 'NOT_FOUND');
      c.header(API_VERSION_HEADER, version);
      if (mediaType(c) !== 'application/json' && mediaType(c) !== 'application/graphql') {
        return requestError(
          c,
          415,
          'Send the request as application/json ({"query", "variables"}) or application/graphql (the query text).',
          'UNSUPPORTED_MEDIA_TYPE',
        );
      }
      return next();
    },
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => requestError(c, 413, `The request body is larger than the ${MAX_BODY_BYTES} bytes the demo shop reads.`, 'PAYLOAD_TOO_LARGE'),
    }),
    async (c) => {
      const access = requestAccess((name) => c.req.header(name), tokenlessCostLimit);
      const answer = await answerGraphQL(await graphQLBody(c), rootValue, logError, access);
      // A throttled client may try again shortly, as Shopify's 429 says.
      if (answer.status === 429) c.header('Retry-After', '1');
      return c.json(answer.body, answer.status);
    },
  );

  app.route('/', productImageRoutes({ pictures }));

  const sendOrderWebhook = orderWebhook ? orderWebhookSender(orderWebhook, { shopDomain: new URL(baseUrl).host, logError }) : null;
  app.route(
    '/',
    checkoutRoutes({ store, publicBaseUrl: baseUrl, onOrderPlaced: sendOrderWebhook ? (order, cart) => void sendOrderWebhook(order, cart) : undefined }),
  );
  app.route('/', accountRoutes({ publicBaseUrl: baseUrl }));
  app.route('/', analyticsReceiverRoutes({ analytics }));
  app.route('/', customerAccountRoutes({ publicBaseUrl: baseUrl, grants, data: new CustomerData(placedOrdersFrom(store)) }));
  app.onError((error, c) => {
    logError('demo_shop.request_failed', { method: c.req.method, path: c.req.path, error: errorDetail(error) });
    return c.json({ errors: [{ message: INTERNAL_ERROR.message, extensions: { code: INTERNAL_ERROR.code } }] }, 500);
  });
  return app;
}
