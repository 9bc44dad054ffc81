// The limits the demo shop puts on one Storefront API request. It runs in the site's process, so these are also
// the site's protection. Each leaves room for the site's own operations and the Hydrogen skeleton's (the contract
// tests run both); the largest of those is the skeleton's cart query: 303 tokens, depth 7, cost 4,830, 15,190 values.

/** Request bodies are read up to this size (413 beyond). The largest real operation is a few KB. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Longer documents are refused before parsing: graphql-js's validation of repeated fields grows with the square
 * of their number, up to ~50 ms at this size. */
export const MAX_QUERY_TOKENS = 1_000;

/** Brackets ({, [, ( ) nest at most this deep in the query text, so the recursive parser cannot overflow the stack. */
export const MAX_BRACKET_NESTING = 40;

/** Fields nest at most this deep, fragments expanded (the site's deepest operation has 8 levels). */
export const MAX_QUERY_DEPTH = 15;

/** Shopify's page-size maximum for `first`/`last` on every connection. */
export const MAX_PAGE_SIZE = 250;

/** Shopify's calculated cost of a query (see query-cost.ts for the rules); refused above this. */
export const MAX_QUERY_COST = 10_000;

/** Every field of the answer counted once per item it repeats for: a bound on the response size (~1 MB). */
export const MAX_RESULT_VALUES = 25_000;

/** Shopify's cost of a mutation field, on top of what its payload selects. */
export const MUTATION_COST = 10;
