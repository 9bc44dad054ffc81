// Server: the sheet-set products from the Storefront API, searched at most once a minute and grouped by size
// (shop-rules/recent-catalog.ts), the last of them marked stale or the static catalogue when the shop cannot be
// reached (never waiting on a shop that is away); with the CMS 'buy'
// page's SEO, the products' price ranges (Product JSON-LD), the info panels and the shopper's V1.0 / V1.1 choice
// for this visit. The server resolves the catalogue once per request and hands it over as pageContext.buyCatalog
// (server/buy-flow/buy-flow-render.ts); only a render the server did not resolve it for asks here.
import type { PageContextServer } from 'vike/types';
import { withMarkdownAsHtml } from '../../blocks/markdown/render-markdown-fields.ts';
import { catalogOrStatic } from '../../shop-rules/recent-catalog.ts';
import { pageSeoFrom } from '../content/content-page-data.ts';
import type { BuyPageData } from './buy-page-data.ts';

const BUY_SLUG = 'buy';
const BUY_TITLE = 'Build your set';

export async function data(pageContext: PageContextServer): Promise<BuyPageData> {
  const { content, shop } = pageContext;
  const page = content.pages.get(BUY_SLUG);
  const catalog = pageContext.buyCatalog ?? (await catalogOrStatic(shop, Date.now()));
  const liveDataMissing = catalog.source === 'static' || catalog.staleSince !== undefined;
  // Never purged by a content change (it is never shared); missing live data keeps the /buy reuse from keeping it unless the catalogue explains it.
  pageContext.renderFacts = { sources: null, liveDataMissing, cacheClass: 'live-shop-data' };
  return {
    seo: pageSeoFrom(page?.seo ?? null, page?.title ?? BUY_TITLE),
    entries: catalog.entries,
    catalogSource: catalog.source,
    ...(catalog.staleSince !== undefined ? { catalogStaleSince: catalog.staleSince } : {}),
    productOffers: catalog.offers,
    infoModal: content.infoModal ? withMarkdownAsHtml(content.infoModal, 'InfoModal') : null,
    appVersionMemory: pageContext.appVersionMemory ?? null,
    ...(liveDataMissing ? { liveDataMissing: true as const } : {}),
  };
}
