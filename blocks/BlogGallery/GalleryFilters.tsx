// 'All blogs' plus one filter per category (spec §2). Filters are links to the gallery's URL, so they work
// before hydration; the current one carries aria-current.
import { useEffect, useRef } from 'react';
import type { BlogGalleryCategory } from './blog-gallery-types.ts';
import { galleryHref } from './gallery-links.ts';

type Props = { pathname: string; allLabel: string; categories: readonly BlogGalleryCategory[]; selected: string | null };

export function GalleryFilters({ pathname, allLabel, categories, selected }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const filters = [{ slug: null, label: allLabel }, ...categories];

  // On small screens the filters scroll sideways: bring the current one into view, without moving the page.
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list.current || !current) return;
    const { offsetLeft, offsetWidth } = current;
    const { scrollLeft, clientWidth } = list.current;
    // The list is the links' offset parent; keep a sliver of the previous filter in sight.
    if (offsetLeft < scrollLeft || offsetLeft + offsetWidth > scrollLeft + clientWidth) list.current.scrollLeft = offsetLeft - 24;
  }, [selected]);

  return (
    <nav className="blog-gallery__filters" aria-label="Blog categories">
      <ul ref={list}>
        {filters.map(({ slug, label }) => (
          <li key={slug ?? ''}>
            <a className="blog-gallery__filter" href={galleryHref(pathname, slug)} aria-current={slug === selected ? 'page' : undefined}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
