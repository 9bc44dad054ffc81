// The blog intro of an article page (spec §2): hero image, heading, author (or the brand) and date.
import './ArticleIntro.css';
import { CmsImage } from '../../blocks/shared/CmsImage.tsx';
import { BRAND_NAME } from '../../renderer/brand.ts';
import type { ArticleIntro as ArticleIntroData } from './content-page-data.ts';


const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function ArticleIntro({ article }: { article: ArticleIntroData }) {
  return (
    <header className="article-intro">
      <div className="article-intro__copy container">
        {article.blog_category?.data && <p className="eyebrow">{article.blog_category.data.attributes.blogCategory}</p>}
        <h1 className="article-intro__heading">{article.heading}</h1>
        {article.subHeading && <p className="article-intro__sub">{article.subHeading}</p>}
        <p className="article-intro__meta">
          <span>By {article.authorName || BRAND_NAME}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={article.date}>{dateFormat.format(new Date(article.date))}</time>
          <span aria-hidden="true"> · </span>
          <span>{article.readingTime} min read</span>
        </p>
      </div>
      <div className="article-intro__media container">
        <CmsImage image={article.image} priority sizes="(min-width: 1240px) 1240px, 100vw" />
      </div>
    </header>
  );
}
