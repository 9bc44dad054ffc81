// The gallery's view lives in its URL (`/blog?category=care-guide&page=2`), so filters and pages work
// without JavaScript and a shared link restores them. With JavaScript, the same links navigate client-side.
import type { MouseEvent } from 'react';
import { navigate } from 'vike/client/router';

/** The gallery page's URL for a category (null = 'All blogs') and page (1 is left out). */
export function galleryHref(pathname: string, category: string | null, page = 1): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (category && page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * Click handler for gallery links: a plain click navigates client-side and scrolls to the top of the page
 * (spec §2 "Choosing a filter scrolls to top"); modified clicks (new tab, new window) stay with the browser.
 */
export function navigateOnPlainClick(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  // The client router also listens for link clicks on the document; this click is handled here once.
  event.stopPropagation();
  void navigate(event.currentTarget.getAttribute('href') ?? event.currentTarget.href);
}
