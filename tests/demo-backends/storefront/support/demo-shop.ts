// A local shop on a throwaway SQLite file, and a helper that sends the site's own operations to it over HTTP.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { createDemoShopApp } from '../../../../demo-backends/storefront/app.ts';
import { SqliteCartStore } from '../../../../demo-backends/storefront/sqlite-cart-store.ts';
import { DEFAULT_IN_CONTEXT, type InContext } from '../../../../clients/storefront/storefront-client.ts';

export const PUBLIC_BASE_URL = 'http://localhost:3000/demo/shop';

/** A product drawing's URL as the shop answers it: versioned by its bytes (`?v=`), as Shopify's image URLs are. */
export function drawingUrl(handle: string): string {
  const bytes = readFileSync(new URL(`../../../../demo-backends/storefront/images/${handle}.svg`, import.meta.url));
  return `${PUBLIC_BASE_URL}/images/${handle}.svg?v=${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}`;
}
export const GRAPHQL_PATH = '/api/2026-04/graphql.json';

/** Premium · King · 26-30 cm · White, AUD 1050. */
export const PREMIUM_KING_26_30_WHITE = 'gid://shopify/ProductVariant/4101331';
/** Classic · Queen · 21-25 cm · Sand, AUD 850. */
export const CLASSIC_QUEEN_21_25_SAND = 'gid://shopify/ProductVariant/4102222';
/** Classic · Super King · 15-20 cm · White: the whole classic super-king size is sold out. */
export const CLASSIC_SUPER_KING_SOLD_OUT = 'gid://shopify/ProductVariant/4102411';

export function tempDbPath(): string {
  return join(mkdtempSync(join(tmpdir(), 'demo-shop-')), 'data', 'demo-shop.sqlite');
}

export function createTestShop(dbPath = tempDbPath()): { app: Hono; dbPath: string } {
  return { app: createDemoShopApp({ carts: new SqliteCartStore(dbPath), publicBaseUrl: PUBLIC_BASE_URL }), dbPath };
}

export async function postGraphQL(app: Hono, body: unknown): Promise<{ status: number; json: any }> {
  const response = await app.request(GRAPHQL_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

/** An operation's own variables; `$country` and `$language` are added as the site's client adds them. */
export type OperationVariables<Variables> = Omit<Variables, keyof InContext>;

/** Runs one generated operation and returns its data, failing the test on GraphQL errors. */
export async function run<Result, Variables>(
  app: Hono,
  document: TypedDocumentNode<Result, Variables>,
  variables: OperationVariables<Variables>,
  inContext: InContext = DEFAULT_IN_CONTEXT,
): Promise<Result> {
  const { status, json } = await postGraphQL(app, { query: print(document), variables: { ...variables, ...inContext } });
  if (status !== 200 || json.errors) throw new Error(`GraphQL failed (${status}): ${JSON.stringify(json.errors)}`);
  return json.data as Result;
}

/** Like run, for mutations: the schema makes each payload nullable, the local shop always returns one. */
export async function mutate<Result extends object, Variables>(
  app: Hono,
  document: TypedDocumentNode<Result, Variables>,
  variables: OperationVariables<Variables>,
  inContext: InContext = DEFAULT_IN_CONTEXT,
): Promise<{ [Field in keyof Result]: NonNullable<Result[Field]> }> {
  return (await run(app, document, variables, inContext)) as { [Field in keyof Result]: NonNullable<Result[Field]> };
}
