// Who wrote an article, when, and how long it takes to read (spec §2: author or the brand, date, reading time in min).
// Shared by the gallery tiles and the article intro so both read the same way.
import './ArticleByline.css';

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-10-21' → '21 October 2026' (the CMS date has no time, so it is read as UTC everywhere). */
export function articleDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dateFormat.format(parsed);
}

type Props = { author: string; date: string; readingTime: number; className?: string };

export function ArticleByline({ author, date, readingTime, className }: Props) {
  return (
    <p className={`article-byline ${className ?? ''}`.trim()}>
      <span className="article-byline__author">By {author}</span>
      <span aria-hidden="true" className="article-byline__dot article-byline__dot--after-author">
        ·
      </span>
      <span className="article-byline__when">
        <time dateTime={date}>{articleDate(date)}</time>
        <span aria-hidden="true" className="article-byline__dot">
          ·
        </span>
        <span>{readingTime} min read</span>
      </span>
    </p>
  );
}
