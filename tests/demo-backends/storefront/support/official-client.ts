// Requests shaped exactly as the official @shopify/storefront-api-client 2.0.0 sends them (its dist/constants.js,
// dist/storefront-api-client.js and @shopify/graphql-client's generateFetch): POST to /api/{version}/graphql.json,
// a JSON body of `{ query, variables }`, and these headers. The demo shop needs no token but must accept one.
import type { Hono } from 'hono';
import { GRAPHQL_PATH } from './demo-shop.ts';

export const OFFICIAL_CLIENT_HEADERS = {
  'Content-Type': 'application/json',
  Accept: 'application/json',
  'X-SDK-Variant': 'storefront-api-client',
  'X-SDK-Version': '2.0.0',
  'X-Shopify-Storefront-Access-Token': 'public-storefront-token',
};

/** The market a storefront of this Australian shop asks in; Hydrogen adds it to every operation's variables. */
export const AU_EN = { country: 'AU', language: 'EN' };

export type ClientAnswer = { status: number; data: any; errors: any[] | undefined };

export async function clientRequest(app: Hono, query: string, variables?: Record<string, unknown>, path = GRAPHQL_PATH): Promise<ClientAnswer> {
  const response = await app.request(path, { method: 'POST', headers: OFFICIAL_CLIENT_HEADERS, body: JSON.stringify({ query, variables }) });
  const json = await response.json();
  return { status: response.status, data: json.data, errors: json.errors };
}

/** Like clientRequest, failing the test on any GraphQL error. */
export async function clientData(app: Hono, query: string, variables?: Record<string, unknown>): Promise<any> {
  const { status, data, errors } = await clientRequest(app, query, variables);
  if (status !== 200 || errors) throw new Error(`GraphQL failed (${status}): ${JSON.stringify(errors)}`);
  return data;
}
