// Which page a GET reaches. Vike's client router fetches `{path}/index.pageContext.json` for client-side
// navigations, so the same rules must see through that suffix; and a redirect answered to such a fetch would
// hand the router HTML instead of JSON, so it gets a plain 404 instead, on which Vike reloads the page (and
// the full page request then gets the redirect).
import type { Context } from 'hono';
import { contentSlugFromPath } from '../../content/content-slug.ts';
import { sameSitePath } from '../redirects/same-site-path.ts';

const PAGE_CONTEXT_SUFFIX = '/index.pageContext.json';
/** Enough to see through double and triple encoding (`%2561` → `%61` → `a`). */
const MAX_DECODE_ROUNDS = 4;

export type PageRequest = {
  /** The raw (still percent-encoded) path of the page, without Vike's pageContext.json suffix. */
  pathname: string;
  search: string;
  isPageContextJson: boolean;
};

// Several middlewares ask about the same request in a row: the last answer is kept.
let last: { url: string; request: PageRequest } | null = null;

export function pageRequestOf(url: string): PageRequest {
  if (last?.url === url) return last.request;
  const request = parsePageRequest(url);
  last = { url, request };
  return request;
}

function parsePageRequest(url: string): PageRequest {
  const parsed = new URL(url, 'http://site.invalid');
  const isPageContextJson = parsed.pathname.endsWith(PAGE_CONTEXT_SUFFIX);
  const pathname = isPageContextJson ? parsed.pathname.slice(0, -PAGE_CONTEXT_SUFFIX.length) || '/' : parsed.pathname;
  return Object.freeze({ pathname, search: parsed.search, isPageContextJson });
}

/**
 * Every content slug the path could reach. Vike decodes the path once and the content route decodes again,
 * so a rule keyed on a slug ('account') must also catch '/ACCOUNT/', '/%61ccount' and '/%2561ccount'.
 */
export function slugCandidates(pathname: string): Set<string> {
  const slugs = new Set<string>();
  let current = pathname;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    const slug = contentSlugFromPath(current);
    if (slug !== null) slugs.add(slug.trim().toLowerCase());
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      break;
    }
    if (decoded === current) break;
    current = decoded;
  }
  return slugs;
}

/** A redirect for a page request; a pageContext.json fetch gets a 404 so Vike reloads the page instead. */
export function redirectPage(c: Context, location: string, status: 301 | 302, cacheControl: string): Response {
  if (pageRequestOf(c.req.url).isPageContextJson) {
    return c.text('This page has moved.', 404, { 'Cache-Control': 'no-store' });
  }
  return new Response(null, { status, headers: { Location: sameSitePath(location), 'Cache-Control': cacheControl } });
}
