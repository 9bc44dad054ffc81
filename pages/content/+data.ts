// Finds the page or blog article for the slug in the CMS snapshot and returns only what the page renders.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { blogGalleryView } from '../../blocks/blog/blog-gallery-data.ts';
import { blocksForRender, withMarkdownAsHtml } from '../../blocks/markdown/render-markdown-fields.ts';
import { productOffers, productSizeTiles } from '../../blocks/shop/product-size-data.ts';
import { showsShopData } from '../../blocks/shop/shop-data-blocks.ts';
import { notFound } from '../_error/not-found.ts';
import { type ContentPageData, pageSeoFrom } from './content-page-data.ts';

export async function data(pageContext: PageContextServer): Promise<ContentPageData> {
  const { content } = pageContext;
  const slug = pageContext.routeParams.slug ?? '';
  // '/404' shows the not-found page with a real 404 status, like any unknown path.
  if (!slug || slug === '404') throw render(404, notFound(content));
  const page = content.pages.get(slug);
  if (page) {
    const pageData: ContentPageData = { kind: 'page', slug: page.slug, title: page.title, seo: pageSeoFrom(page.seo, page.title), blocks: blocksForRender(page.blocks) };
    // The gallery's articles come from the snapshot, filtered and paged by the URL (?category=…&page=…).
    if (page.blocks.some((block) => block.componentName === 'BlogGallery')) {
      pageData.blogGallery = blogGalleryView(content.articles, pageContext.urlParsed.search);
    }
    // Size tiles show live prices and stock from the shop; the same search gives the products' structured data.
    if (showsShopData(page.blocks)) {
      pageData.productSizes = await productSizeTiles(pageContext.shop);
      pageData.productOffers = await productOffers(pageContext.shop);
      if (pageData.productSizes === null) pageData.liveDataMissing = true;
    }
    return pageData;
  }
  const article = content.articles.get(slug);
  if (article) {
    const { blocks, pageSeo, ...intro } = withMarkdownAsHtml(article, 'BlogArticle');
    return { kind: 'article', slug: article.slug, title: article.heading, seo: pageSeoFrom(pageSeo, article.heading), blocks: blocksForRender(blocks), article: intro };
  }
  throw render(404, notFound(content));
}
