// Which query parameters a content page reads: the one list both caches key content pages by. The site's page
// cache (its key and the render) and the reference VCL (deploy/varnish/page-query.vcl, written from this list by
// `npm run codegen`) keep only these, sorted, so `/?r=1`, `/?utm_source=x` and `/?fbclid=…` are one page and one
// render. Any other parameter (tracking ones such as utm_*, fbclid, gclid included) is dropped: no content page reads
// it. Routes per shopper (/buy, the site API, checkout) are never stored and keep their query untouched.
import { CONTACT_MESSAGE_PARAM } from '../../content/forms/contact-link.ts';
import { RESULT_QUERY } from '../../content/forms/form-endpoint.ts';
import { FINDER_FIELDS } from '../../blocks/FindMySize/finder-query.ts';
import { SELECTION_QUERY_PARAMS } from '../../shop-rules/buy-url.ts';

/** Each parameter with who reads it; a block that starts reading another one adds it here. */
const READERS: Record<string, string> = {
  category: 'BlogGallery: the category shown (blocks/BlogGallery/gallery-links.ts)',
  page: 'BlogGallery: the page of that category',
  [SELECTION_QUERY_PARAMS.version]: 'ProductSize: premium or classic tiles',
  [CONTACT_MESSAGE_PARAM]: 'ContactForm: a message written in advance (Find my size, contact links)',
  [RESULT_QUERY.form]: 'forms: which form a plain post came back from',
  [RESULT_QUERY.result]: 'forms: that post’s result notice',
  ...Object.fromEntries(Object.values(FINDER_FIELDS).map((name) => [name, 'FindMySize: the measurements of a plain submission'])),
};

/** The parameters content pages read, sorted. */
export const CONTENT_PAGE_QUERY_PARAMETERS: readonly string[] = Object.freeze(Object.keys(READERS).sort());

const kept = new Set(CONTENT_PAGE_QUERY_PARAMETERS);

/**
 * A content page's query as both caches key it: only the parameters a page reads, in byte order of their raw
 * `name=value` text (never decoded, as Varnish sees them). '' when none is left, else '?…'.
 */
export function contentPageQuery(search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query === '') return '';
  const parameters = query.split('&').filter((parameter) => kept.has(parameter.split('=', 1)[0]!));
  return parameters.length === 0 ? '' : `?${parameters.sort().join('&')}`;
}

/** A content page's path and query as both caches key it (a '#fragment' never reaches a server). */
export function contentPageKey(pathAndSearch: string): string {
  const queryStart = pathAndSearch.indexOf('?');
  return queryStart === -1 ? pathAndSearch : `${pathAndSearch.slice(0, queryStart)}${contentPageQuery(pathAndSearch.slice(queryStart))}`;
}
