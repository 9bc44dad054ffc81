// The official @shopify/storefront-api-client, configured as a storefront configures it, whose requests reach a
// demo shop app in this process (its customFetchApi hands each request to the app), so contract tests run the real
// client's request building, headers and answer handling without a server or a child process.
import { createStorefrontApiClient, type StorefrontApiClient } from '@shopify/storefront-api-client';
import type { Hono } from 'hono';

export function inProcessClient(app: Hono, apiVersion = '2026-04'): StorefrontApiClient {
  return createStorefrontApiClient({
    storeDomain: 'https://demo-shop.test',
    apiVersion,
    publicAccessToken: 'contract-test-token',
    customFetchApi: (url, init) => Promise.resolve(app.request(new URL(url).pathname, init as RequestInit)),
  });
}

/** The operation's data through the client, failing the test with the errors when it has any. */
export async function contractData(client: StorefrontApiClient, query: string, variables?: Record<string, unknown>): Promise<any> {
  const { data, errors } = await client.request(query, { variables });
  if (errors) throw new Error(`The shop answered errors: ${JSON.stringify(errors)}`);
  return data;
}
