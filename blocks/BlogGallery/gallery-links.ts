// The gallery's view lives in its URL (`/blog?category=care-guide&page=2`), so filters and pages are plain links
// (a page of their own, opened at its top: spec §2 "Choosing a filter scrolls to top") and a shared link restores them.

/** The gallery page's URL for a category (null = 'All blogs') and page (1 is left out). */
export function galleryHref(pathname: string, category: string | null, page = 1): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (category && page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}
