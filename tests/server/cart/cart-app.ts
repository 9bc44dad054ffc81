// The site's cart endpoints in front of a real local shop on loopback, as in production.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { StorefrontClient } from '../../../clients/storefront/storefront-client.ts';
import { createCartRoutes } from '../../../server/cart/cart-routes.ts';
import { createCheckoutRoutes } from '../../../server/cart/checkout-routes.ts';
import { createTestShop } from '../../demo-backends/storefront/support/demo-shop.ts';

/** The shopper's address the endpoints report to the shop as the buyer IP. */
export const SHOPPER_IP = '203.0.113.7';

export async function startCartApp(options: { shopEndpoint?: string; timeoutMs?: number; breaker?: { failuresToOpen: number } } = {}) {
  const shopApp = new Hono().route('/demo/shop', createTestShop().app);
  const server = serve({ fetch: shopApp.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const shop = new StorefrontClient({
    endpoint: options.shopEndpoint ?? `${origin}/demo/shop/api/2026-04/graphql.json`,
    timeoutMs: options.timeoutMs ?? 5_000,
    breaker: options.breaker,
  });
  const app = new Hono()
    .route('/api/cart', createCartRoutes({ shop, secureCookies: true, clientAddress: () => SHOPPER_IP }))
    .route('/checkout', createCheckoutRoutes({ shop, cartPermalinkBase: `${origin}/demo/shop`, clientAddress: () => SHOPPER_IP }));

  /** A browser-like client that keeps the cart cookie between calls. */
  let cookie = '';
  async function call(method: string, path: string, body?: unknown) {
    const response = await app.request(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = response.headers.get('Set-Cookie');
    if (setCookie) cookie = setCookie.split(';')[0]!.endsWith('=') ? '' : setCookie.split(';')[0]!;
    const json = response.headers.get('Content-Type')?.includes('json') ? await response.json() : null;
    return { status: response.status, json: json as any, headers: response.headers };
  }
  return {
    call,
    origin,
    shop,
    setCookie: (value: string) => (cookie = value),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
