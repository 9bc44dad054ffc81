// Records answers of the local shop for the replay tests: `node --import tsx tests/clients/storefront/record-fixtures.ts`.
// Each fixture holds the operation, its variables and the exact JSON body the shop answered.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getOperationAST, print } from 'graphql';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDemoShopApp } from '../../../demo-backends/storefront/app.ts';
import { SqliteCartStore } from '../../../demo-backends/storefront/sqlite-cart-store.ts';
import { CartCreateDocument, CartLinesAddDocument, ProductSearchDocument } from '../../../generated/storefront/graphql.ts';
import { DEFAULT_IN_CONTEXT, SHEET_SET_SEARCH_QUERY, type InContext } from '../../../clients/storefront/storefront-client.ts';
import { premiumPackagingAttribute } from '../../../clients/storefront/premium-packaging.ts';
import { PRODUCT_SEARCH_LIMIT } from '../../../shop-rules/constants.ts';

export type Fixture = { operationName: string; variables: Record<string, unknown>; body: unknown };

const app = createDemoShopApp({
  carts: new SqliteCartStore(join(mkdtempSync(join(tmpdir(), 'shop-fixtures-')), 'shop.sqlite')),
  publicBaseUrl: 'https://shop.example/demo/shop',
});

async function record<Result, Variables extends InContext>(
  file: string,
  document: TypedDocumentNode<Result, Variables>,
  operationVariables: Omit<Variables, keyof InContext>,
) {
  // In the order the client sends them: the operation's own variables, then its @inContext.
  const variables: Record<string, unknown> = { ...operationVariables, ...DEFAULT_IN_CONTEXT };
  const response = await app.request('/api/2026-04/graphql.json', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: print(document), variables }),
  });
  const body = (await response.json()) as { data: Result };
  const fixture: Fixture = { operationName: getOperationAST(document)!.name!.value, variables, body };
  // Small answers stay readable; the 120-variant product search is kept on one line.
  const compact = JSON.stringify(fixture);
  writeFileSync(new URL(`./fixtures/${file}.json`, import.meta.url), `${compact.length < 10_000 ? JSON.stringify(fixture, null, 2) : compact}\n`);
  console.log(`recorded fixtures/${file}.json`);
  return body.data;
}

await record('product-search', ProductSearchDocument, { query: SHEET_SET_SEARCH_QUERY, first: PRODUCT_SEARCH_LIMIT });
const created = await record('cart-create', CartCreateDocument, {
  lines: [{ merchandiseId: 'gid://shopify/ProductVariant/4101331', quantity: 1, attributes: [premiumPackagingAttribute(true)] }],
});
await record('cart-lines-add-sold-out', CartLinesAddDocument, {
  cartId: created.cartCreate!.cart!.id,
  lines: [{ merchandiseId: 'gid://shopify/ProductVariant/4102411', quantity: 1 }],
});
