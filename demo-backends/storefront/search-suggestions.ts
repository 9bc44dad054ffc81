// Query suggestions for `predictiveSearch` (SearchQuerySuggestion): phrases from the catalogue's own product titles
// and types that start the way the shopper is typing, so every suggestion is a search that finds something.
// Shopify also suggests from what other shoppers searched; the demo shop has no such history, so it offers only
// what its catalogue says. https://shopify.dev/docs/api/storefront/2026-04/objects/SearchQuerySuggestion
import type { CatalogProduct } from './demo-products.ts';
import { wordMatches, words, type SearchQuery } from './search-matching.ts';

export type Suggestion = { text: string; styledText: string };

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The suggestion with the part the shopper typed of each word in <mark>, as Shopify's styledText highlights it. */
function styled(phrase: readonly string[], terms: readonly string[]): string {
  return phrase
    .map((word, index) => {
      const typed = terms[index];
      if (typed === undefined) return escapeHtml(word);
      const marked = word.startsWith(typed) ? typed.length : word.length;
      return `<mark>${escapeHtml(word.slice(0, marked))}</mark>${escapeHtml(word.slice(marked))}`;
    })
    .join(' ');
}

/**
 * Runs of words in a title or product type that match the typed words in order (the last one as a prefix), each
 * offered as typed-and-completed ("she" → "sheet") and with the next word ("sheet set"). The phrases found in the
 * most products come first, then shorter ones, then alphabetically.
 */
export function querySuggestions(query: SearchQuery, products: readonly CatalogProduct[]): Suggestion[] {
  const { terms } = query;
  if (terms.length === 0) return [];
  const foundIn = new Map<string, Set<number>>();
  for (const product of products) {
    for (const source of [product.title, product.productType]) {
      const sourceWords = words(source);
      for (let start = 0; start + terms.length <= sourceWords.length; start++) {
        const run = sourceWords.slice(start, start + terms.length);
        if (!run.every((word, index) => wordMatches(terms[index]!, word, index === terms.length - 1))) continue;
        const next = sourceWords[start + terms.length];
        for (const phrase of next ? [run, [...run, next]] : [run]) {
          const text = phrase.join(' ');
          foundIn.set(text, (foundIn.get(text) ?? new Set()).add(product.numericId));
        }
      }
    }
  }
  return [...foundIn]
    .sort(([a, inA], [b, inB]) => inB.size - inA.size || a.split(' ').length - b.split(' ').length || a.localeCompare(b))
    .map(([text]) => ({ text, styledText: styled(text.split(' '), terms) }));
}
