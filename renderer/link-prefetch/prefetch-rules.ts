// When and which links have their page's code fetched ahead (spec §9: "Prefetch skipped on 2g or data-saver
// connections"): never when the connection asks to save data or is 2G, and only for links that open a page of this
// site in this tab (same site, no new tab, no download, not opted out with data-vike="false").

/** The parts of the Network Information API the rule reads (absent in some browsers: then prefetching is allowed). */
export type ConnectionHints = { saveData?: boolean; effectiveType?: string };

const SLOW_CONNECTION_TYPES: readonly string[] = ['slow-2g', '2g'];

export function prefetchAllowed(connection: ConnectionHints | null | undefined): boolean {
  if (!connection) return true;
  return connection.saveData !== true && !SLOW_CONNECTION_TYPES.includes(connection.effectiveType ?? '');
}

/** The attributes of a link the rule reads. */
export type LinkAttributes = { getAttribute(name: string): string | null; hasAttribute(name: string): boolean };

/** The link's same-site path and query when it opens a page of this site in this tab, else null. */
export function prefetchablePath(link: LinkAttributes, currentUrl: string): string | null {
  const href = link.getAttribute('href');
  if (!href || href.startsWith('#')) return null;
  const target = link.getAttribute('target');
  if ((target && target !== '_self') || link.hasAttribute('download') || link.getAttribute('rel') === 'external') return null;
  if (link.getAttribute('data-vike') === 'false') return null;
  let url: URL;
  try {
    url = new URL(href, currentUrl);
  } catch {
    return null;
  }
  const current = new URL(currentUrl);
  if (url.origin !== current.origin) return null;
  const path = `${url.pathname}${url.search}`;
  return path === `${current.pathname}${current.search}` ? null : path;
}
