// Finds the page or blog article for the slug in the CMS snapshot and returns only what the page renders: its
// blocks (markdown as HTML) and the server data its block kinds declare (blocks/registry.ts).
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { blocksForRender, withMarkdownAsHtml } from '../../blocks/markdown/render-markdown-fields.ts';
import { blockServerData } from '../../blocks/registry.ts';
import { notFound } from '../_error/not-found.ts';
import { type ContentPageData, pageSeoFrom } from './content-page-data.ts';
import { contentRenderFacts } from './content-render-facts.ts';

/** The page's data, and what it tells the server's caches (read from renderPage()'s result, server/rendering/render-page.ts). */
export async function data(pageContext: PageContextServer): Promise<ContentPageData> {
  const page = await pageData(pageContext);
  pageContext.renderFacts = contentRenderFacts(page);
  return page;
}

async function pageData(pageContext: PageContextServer): Promise<ContentPageData> {
  const { content, shop, draftContent } = pageContext;
  const slug = pageContext.routeParams.slug ?? '';
  // '/404' shows the not-found page with a real 404 status, like any unknown path.
  if (!slug || slug === '404') throw render(404, notFound(content));
  // Draft preview: the entry's draft replaces the published one, and the blocks it skips come along as notes.
  const draft = draftContent?.entry;
  const health = draftContent ? { healthNotes: draftContent.healthNotes } : {};
  const page = draft ? (draft.kind === 'page' ? draft.page : undefined) : content.pages.get(slug);
  if (page) {
    const blockData = await blockServerData(page.blocks, { content, shop, search: pageContext.urlParsed.search });
    return {
      kind: 'page',
      slug: page.slug,
      title: page.title,
      seo: pageSeoFrom(page.seo, page.title),
      blocks: blocksForRender(page.blocks),
      ...blockData,
      ...health,
    };
  }
  const article = draft ? (draft.kind === 'article' ? draft.article : undefined) : content.articles.get(slug);
  if (article) {
    const { blocks, pageSeo, ...intro } = withMarkdownAsHtml(article, 'BlogArticle');
    return {
      kind: 'article',
      slug: article.slug,
      title: article.heading,
      seo: pageSeoFrom(pageSeo, article.heading),
      blocks: blocksForRender(blocks),
      article: intro,
      ...health,
    };
  }
  throw render(404, notFound(content));
}
