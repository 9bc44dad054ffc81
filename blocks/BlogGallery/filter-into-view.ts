// On small screens the blog's filters scroll sideways: the current one is brought into view, without moving the
// page. Plain script, run by the page's script at load (renderer/islands/content-page-client.ts): the gallery is
// markup and ships no React.

/** The gallery's filter lists (GalleryFilters.tsx). */
const FILTER_LISTS = '.blog-gallery__filters ul';

export function scrollCurrentFiltersIntoView(root: ParentNode) {
  for (const list of root.querySelectorAll<HTMLElement>(FILTER_LISTS)) {
    const current = list.querySelector<HTMLElement>('[aria-current="page"]');
    if (!current) continue;
    const { offsetLeft, offsetWidth } = current;
    const { scrollLeft, clientWidth } = list;
    // The list is the links' offset parent; keep a sliver of the previous filter in sight.
    if (offsetLeft < scrollLeft || offsetLeft + offsetWidth > scrollLeft + clientWidth) list.scrollLeft = offsetLeft - 24;
  }
}
