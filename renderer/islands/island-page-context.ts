// What islands read from the page context (usePageContext, useData), written into the page once as JSON by the
// server (IslandPageContextScript) and read by the browser's island runtime: the site chrome, the store's snapshot,
// draft preview, the URL's path and query, and the server data of the page's blocks (not the blocks themselves:
// each island carries its own block).
import type { PageContextServer } from 'vike/types';

/** What every page rendered in the browser without Vike's client runtime reads (islands here, /buy's own render). */
export type BrowserPageContext = Pick<PageContextServer, 'site' | 'storeSnapshot' | 'preview' | 'urlPathname'> & {
  urlParsed: { search: Record<string, string> };
};

export function browserPageContextOf(pageContext: PageContextServer): BrowserPageContext {
  return {
    site: pageContext.site,
    storeSnapshot: pageContext.storeSnapshot,
    preview: pageContext.preview,
    urlPathname: pageContext.urlPathname,
    urlParsed: { search: pageContext.urlParsed.search },
  };
}

export type IslandPageContext = BrowserPageContext & {
  /** Where the visit's V1.0 / V1.1 choice is remembered: the page is shared, the choice is read in the browser. */
  appVersionCookieName: string;
  data: Record<string, unknown> | undefined;
};

/** The page data's parts no island reads: each block island carries its own block; the rest is for the head. */
const NOT_FOR_ISLANDS = new Set(['blocks', 'article', 'seo', 'healthNotes']);

export function islandPageContextOf(pageContext: PageContextServer): IslandPageContext {
  const data = pageContext.data as Record<string, unknown> | undefined;
  return {
    ...browserPageContextOf(pageContext),
    // The privacy choices are static markup read by plain script: no island needs their words.
    site: { ...pageContext.site, privacy: null },
    appVersionCookieName: pageContext.appVersionCookieName,
    data: data && Object.fromEntries(Object.entries(data).filter(([key]) => !NOT_FOR_ISLANDS.has(key))),
  };
}

/** JSON that can stand inside a <script> element: no `<` can close it early. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
