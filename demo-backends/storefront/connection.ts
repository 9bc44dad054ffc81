// Relay connections over in-memory lists, as the Storefront API pages every list of products, variants and lines.
// Page sizes (first/last, at most 250, one of them required) are checked before execution (query-analysis.ts).

export type PageArgs = { first?: number | null; last?: number | null; after?: string | null; before?: string | null; reverse?: boolean | null };

const cursorFor = (index: number) => Buffer.from(`cursor:${index}`).toString('base64url');

function indexOf(cursor: string | null | undefined): number | null {
  if (!cursor) return null;
  const match = /^cursor:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : null;
}

/** One page of `items`, honouring first/after/last/before and reverse. */
export function connection<T>(items: readonly T[], { first, last, after, before, reverse }: PageArgs = {}) {
  const ordered = reverse ? [...items].reverse() : items;
  const afterIndex = indexOf(after);
  const beforeIndex = indexOf(before);
  let start = afterIndex === null ? 0 : afterIndex + 1;
  let end = beforeIndex === null ? ordered.length : Math.min(beforeIndex, ordered.length);
  if (typeof first === 'number') end = Math.min(end, start + Math.max(first, 0));
  if (typeof last === 'number') start = Math.max(start, end - Math.max(last, 0));
  const edges = ordered.slice(start, end).map((node, offset) => ({ node, cursor: cursorFor(start + offset) }));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      hasNextPage: end < ordered.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
