// Blog gallery (spec §2): 'All blogs' plus one filter per category. 'All blogs' shows a horizontal row of the
// newest tiles per category with a 'See all content' link; one category shows a paged grid. The view comes from
// the URL through the page's data hook (blocks/blog/blog-gallery-data.ts), which sends only the tiles shown.
import './BlogGallery.css';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { BRAND_NAME } from '../../content/brand.ts';
import { BlogTile } from './BlogTile.tsx';
import type { BlogGalleryData, BlogTile as BlogTileData } from './blog-gallery-types.ts';
import { GalleryFilters } from './GalleryFilters.tsx';
import { GalleryPager } from './GalleryPager.tsx';
import { galleryHref } from './gallery-links.ts';
import type { BlockProps } from '../block-descriptor.ts';
import { box } from '../../content/images/image-box.ts';
import { containerRule } from '../shared/image-boxes.ts';

// The tiles are 4:3 (BlogTile.css): a sliding row of about four, or a grid of three, two or one across the container.
const ROW_TILE_BOX = box({ from: 992, vw: 23, maxPx: 300, aspect: 4 / 3 }, { from: 576, vw: 40, aspect: 4 / 3 }, { vw: 78, aspect: 4 / 3 });
const GRID_TILE_BOX = box(
  { from: 992, vw: 30, offsetPx: -20, maxPx: 400, aspect: 4 / 3 },
  { from: 576, vw: 46, offsetPx: -20, aspect: 4 / 3 },
  containerRule(4 / 3),
);

/** What the gallery shows if its page's data hook sent no articles. */
const NO_ARTICLES: BlogGalleryData = { categories: [], selected: null, tiles: [], page: 1, pageCount: 1 };

// The gallery sits below the page intro, which owns the h1, so its heading is always an h2.
export function BlogGallery({ block }: BlockProps<'BlogGallery'>) {
  const { blogGallery } = useData<{ blogGallery?: BlogGalleryData } | undefined>() ?? {};
  const { urlPathname } = usePageContext();
  const { categories, selected, tiles, page, pageCount } = blogGallery ?? NO_ARTICLES;
  const defaultAuthor = block.defaultAuthorName.trim() || BRAND_NAME;
  const chosen = categories.find((category) => category.slug === selected);
  return (
    <section className="blog-gallery" aria-labelledby={`blog-gallery-${block.id}`}>
      <div className="container">
        <header className="blog-gallery__header">
          <h2 id={`blog-gallery-${block.id}`} className="blog-gallery__heading">
            {block.heading}
          </h2>
          {block.subHeading && <p className="blog-gallery__sub">{block.subHeading}</p>}
        </header>
        <GalleryFilters pathname={urlPathname} allLabel={block.allLabel} categories={categories} selected={selected} />
        {chosen ? (
          <div className="blog-gallery__category">
            <h3 className="blog-gallery__row-heading">{chosen.label}</h3>
            <ul className="blog-gallery__grid">
              {tiles.map((tile) => (
                <li key={tile.slug}>
                  <BlogTile tile={tile} defaultAuthor={defaultAuthor} box={GRID_TILE_BOX} />
                </li>
              ))}
            </ul>
            <GalleryPager pathname={urlPathname} category={chosen.slug} page={page} pageCount={pageCount} />
          </div>
        ) : (
          categories.map((category) => (
            <CategoryRow
              key={category.slug}
              id={`blog-row-${block.id}-${category.slug}`}
              label={category.label}
              seeAll={{ text: block.seeAllLabel, href: galleryHref(urlPathname, category.slug) }}
              tiles={tiles.filter((tile) => tile.category === category.slug)}
              defaultAuthor={defaultAuthor}
            />
          ))
        )}
      </div>
    </section>
  );
}

type RowProps = { id: string; label: string; seeAll: { text: string; href: string }; tiles: BlogTileData[]; defaultAuthor: string };

function CategoryRow({ id, label, seeAll, tiles, defaultAuthor }: RowProps) {
  if (tiles.length === 0) return null;
  return (
    <section className="blog-gallery__row" aria-labelledby={id}>
      <div className="blog-gallery__row-head">
        <h3 id={id} className="blog-gallery__row-heading">
          {label}
        </h3>
        <a className="blog-gallery__see-all" href={seeAll.href} aria-describedby={id}>
          {seeAll.text} <span aria-hidden="true">→</span>
        </a>
      </div>
      <ul className="blog-gallery__strip">
        {tiles.map((tile) => (
          <li key={tile.slug}>
            <BlogTile tile={tile} defaultAuthor={defaultAuthor} box={ROW_TILE_BOX} />
          </li>
        ))}
      </ul>
    </section>
  );
}
