// 'All blogs' plus one filter per category (spec §2). Filters are links to the gallery's URL, so they work
// without JavaScript; the current one carries aria-current, and the page's script scrolls it into sight on a phone
// (filter-into-view.ts), so the gallery is markup that ships no React.
import type { BlogGalleryCategory } from './blog-gallery-types.ts';
import { galleryHref } from './gallery-links.ts';

type Props = { pathname: string; allLabel: string; categories: readonly BlogGalleryCategory[]; selected: string | null };

export function GalleryFilters({ pathname, allLabel, categories, selected }: Props) {
  const filters = [{ slug: null, label: allLabel }, ...categories];

  return (
    <nav className="blog-gallery__filters" aria-label="Blog categories">
      <ul>
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
