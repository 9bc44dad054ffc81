// Pages of a category grid: previous, a short run of page numbers around the current one, next.
// Plain links to `?category=…&page=n`, so paging works without JavaScript.
import { galleryHref } from './gallery-links.ts';

type Props = { pathname: string; category: string; page: number; pageCount: number };

/** First, last and the pages next to the current one; null marks a gap. */
export function visiblePages(page: number, pageCount: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let n = 1; n <= pageCount; n++) {
    const near = Math.abs(n - page) <= 1 || n === 1 || n === pageCount;
    if (near) pages.push(n);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

export function GalleryPager({ pathname, category, page, pageCount }: Props) {
  if (pageCount <= 1) return null;
  const href = (n: number) => galleryHref(pathname, category, n);
  return (
    <nav className="blog-gallery__pager" aria-label="Pages">
      {page > 1 ? (
        <a className="blog-gallery__step" href={href(page - 1)} rel="prev">
          <span aria-hidden="true">←</span> <span className="blog-gallery__step-label">Previous</span>
        </a>
      ) : (
        <span className="blog-gallery__step" aria-hidden="true" />
      )}
      <ol className="blog-gallery__pages">
        {visiblePages(page, pageCount).map((n, position) =>
          n === null ? (
            <li key={`gap-${position}`} className="blog-gallery__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <a className="blog-gallery__page" href={href(n)} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n} of ${pageCount}`}>
                {n}
              </a>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <a className="blog-gallery__step" href={href(page + 1)} rel="next">
          <span className="blog-gallery__step-label">Next</span> <span aria-hidden="true">→</span>
        </a>
      ) : (
        <span className="blog-gallery__step" aria-hidden="true" />
      )}
    </nav>
  );
}
