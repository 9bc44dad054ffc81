// The limits the demo shop puts on one Storefront API request. Only what Shopify documents refuses a query; the
// shop's own protection (it runs in the site's process) is a time and answer-size budget answered as Shopify answers
// throttling, never a refusal of a query that real Shopify would answer.

/** Shopify's page-size maximum for `first`/`last` on every connection, and for input arrays (cart lines, codes).
 * https://shopify.dev/docs/api/usage/limits#input-limits */
export const MAX_PAGE_SIZE = 250;

/** Fields nest at most this deep, fragments expanded (the site's deepest operation has 8 levels). Shopify answers a
 * deeper query with graphql-ruby's "Query has depth of N, which exceeds max depth of M" (seen in
 * https://github.com/Shopify/hydrogen/issues/2420, where M was 17); the reference documents no number. */
export const MAX_QUERY_DEPTH = 15;

/** Brackets ({, [, ( ) nest at most this deep in the query text, so the recursive parser cannot overflow the stack;
 * any query within MAX_QUERY_DEPTH nests far less. */
export const MAX_BRACKET_NESTING = 40;

/** Longer documents are refused before parsing: graphql-js's validation of repeated fields grows with the square of
 * their number. Large real storefront operations (a full cart fragment with product, variants and discounts) are
 * 1,000–2,500 tokens. */
export const MAX_QUERY_TOKENS = 10_000;

/** Request bodies are read up to this size (413 beyond): a 10,000-token document with its variables fits. */
export const MAX_BODY_BYTES = 256 * 1024;

/** The shop's own protection: an operation still running after this long, or whose answer has grown past
 * MAX_ANSWER_VALUES fields, is stopped and answered as Shopify answers a throttled client (429 and THROTTLED,
 * https://shopify.dev/docs/api/usage/limits#rate-limits). A real storefront's operations take milliseconds. */
export const EXECUTION_BUDGET_MS = 3_000;

/** Fields resolved for one answer (~40 bytes each: ~10 MB; a 100-line cart with every line's variants is ~75,000), counted as they are answered, not estimated. */
export const MAX_ANSWER_VALUES = 250_000;

/** The most a tokenless request (no Storefront token) may cost, by Shopify's requested cost (query-cost.ts): "Tokenless
 * access has a query complexity limit of 1,000" (https://shopify.dev/docs/api/storefront#tokenless-access). A request
 * with a token has no such limit. */
export const TOKENLESS_MAX_COST = 1_000;

/** Shopify's calculated cost of a mutation field, on top of what its payload selects
 * (https://shopify.dev/docs/api/usage/limits). */
export const MUTATION_COST = 10;
