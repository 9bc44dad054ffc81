// The blog intro of an article page (spec §2): category, heading, sub heading, author (or the brand),
// date and reading time over the hero image; and the way back to the blog at the article's end.
import './ArticleIntro.css';
import '../../blocks/article/ArticleProse.css';
import { ArticleByline } from '../../blocks/article/ArticleByline.tsx';
import { galleryHref } from '../../blocks/BlogGallery/gallery-links.ts';
import { CmsImage } from '../../blocks/shared/CmsImage.tsx';
import { ARTICLE_HERO_BOX } from '../../blocks/shared/image-boxes.ts';
import { BRAND_NAME } from '../../content/brand.ts';
import type { ArticleIntro as ArticleIntroData } from './content-page-data.ts';

/** The blog index: the CMS page holding the gallery (spec §2 page definitions). */
const BLOG_PATH = '/blog';

export function ArticleIntro({ article }: { article: ArticleIntroData }) {
  const category = article.blog_category.data?.attributes;
  return (
    <header className="article-intro">
      <div className="article-intro__copy">
        {category && (
          <a className="eyebrow article-intro__category" href={galleryHref(BLOG_PATH, category.slug)}>
            {category.blogCategory}
          </a>
        )}
        <h1 className="article-intro__heading">{article.heading}</h1>
        {article.subHeading && <p className="article-intro__sub">{article.subHeading}</p>}
        <ArticleByline className="article-intro__byline" author={article.authorName || BRAND_NAME} date={article.date} readingTime={article.readingTime} />
      </div>
      <div className="article-intro__media">
        <CmsImage image={article.image} priority box={ARTICLE_HERO_BOX} />
      </div>
    </header>
  );
}

export function BackToTheBlog() {
  return (
    <footer className="article-outro">
      <a className="article-outro__link" href={BLOG_PATH}>
        <span aria-hidden="true">←</span> Back to the blog
      </a>
    </footer>
  );
}
