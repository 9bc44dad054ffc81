// Content links (spec §2): a CMS button links to '/' + slug, or to '/404' when its target is missing.
export function pageHref(slug: string | null | undefined): string {
  if (!slug) return '/404';
  const clean = slug.replace(/^\/+/, '');
  return clean === 'home' ? '/' : `/${clean}`;
}

/** Only http(s) and mailto/tel links are followed; anything else (javascript:, data:) is dropped. */
export function safeExternalHref(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}
