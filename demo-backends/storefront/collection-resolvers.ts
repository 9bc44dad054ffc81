// The shop's collections as root fields: `collection(id|handle)`, `collectionByHandle` and `collections`
// (https://shopify.dev/docs/api/storefront/2026-04/queries/collections), shaped by collection-shapes.ts.
import { connection, type PageArgs } from './connection.ts';
import { DEMO_COLLECTIONS, findCollection } from './demo-collections.ts';
import { sortedByKey } from './listing-order.ts';
import type { RequestContext } from './markets.ts';
import { titleHandleMatcher } from './product-query.ts';
import type { productShapes } from './product-shapes.ts';

type ListArgs = PageArgs & { query?: string | null; sortKey?: string | null };

export function collectionResolvers(products: ReturnType<typeof productShapes>) {
  return {
    collection: ({ id, handle }: { id?: string | null; handle?: string | null }, { market }: RequestContext) => {
      const found = findCollection({ id, handle });
      return found ? products.collection(found, market) : null;
    },

    // The older name, still answered by Shopify.
    collectionByHandle: ({ handle }: { handle: string }, { market }: RequestContext) => {
      const found = findCollection({ handle });
      return found ? products.collection(found, market) : null;
    },

    collections: ({ query, sortKey, ...page }: ListArgs, { market }: RequestContext) => {
      const matches = titleHandleMatcher('collections', query);
      const found = DEMO_COLLECTIONS.filter((item) => matches({ ...item, text: item.description }));
      const shapes = sortedByKey('collections', found, sortKey).map((item) => products.collection(item, market));
      // UnsignedInt64 travels as a string of digits (https://shopify.dev/docs/api/storefront/2026-04/scalars/UnsignedInt64).
      return { ...connection(shapes, page), totalCount: String(shapes.length) };
    },
  };
}
