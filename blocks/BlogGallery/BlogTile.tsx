// One article in the gallery (spec §2): image, heading, sub heading, author, date and reading time,
// linking to /{article-slug}. The heading's link stretches over the whole card.
import './BlogTile.css';
import { CmsImage } from '../shared/CmsImage.tsx';
import type { ImageBox } from '../../content/images/image-box.ts';
import { pageHref } from '../../content/content-links.ts';
import { ArticleByline } from '../article/ArticleByline.tsx';
import type { BlogTile as BlogTileData } from './blog-gallery-types.ts';

type Props = { tile: BlogTileData; defaultAuthor: string; box: ImageBox };

export function BlogTile({ tile, defaultAuthor, box }: Props) {
  return (
    <article className="blog-tile">
      <div className="blog-tile__media">
        <CmsImage image={tile.image} box={box} />
      </div>
      <h4 className="blog-tile__heading">
        <a className="blog-tile__link" href={pageHref(tile.slug)}>
          {tile.heading}
        </a>
      </h4>
      {tile.subHeading && <p className="blog-tile__sub">{tile.subHeading}</p>}
      <ArticleByline className="blog-tile__byline" author={tile.authorName || defaultAuthor} date={tile.date} readingTime={tile.readingTime} />
    </article>
  );
}
