/** '/' → 'home', '/Home' → 'home', '/faqs' or '/faqs/' → 'faqs'; deeper paths have no content slug. */
export function contentSlugFromPath(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return 'home';
  if (segments.length > 1) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(segments[0]!);
  } catch {
    return null;
  }
  return slug.toLowerCase();
}
