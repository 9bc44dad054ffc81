// The purchase flow's head tags: the CMS 'buy' page's SEO data, one canonical address without the step query,
// and JSON-LD for each product with its price range from the shop, plus the way there from home.
import type { ContentSnapshot } from '../../content/content-snapshot.ts';
import type { MediaSource } from '../../content/media-url.ts';
import { BRAND_NAME, pageTitle } from '../../content/brand.ts';
import type { PageSeoTags } from '../../renderer/seo/SeoTags.tsx';
import { shareImageFrom, siteShareImage } from '../../renderer/seo/share-image.ts';
import { breadcrumbLd, productLd } from '../../renderer/seo/structured-data.ts';
import type { BuyPageData } from './buy-page-data.ts';
import { BUY_PATH } from '../../shop-rules/buy-url.ts';

export function buySeoTags(data: BuyPageData, content: ContentSnapshot, mediaSource: MediaSource, siteUrl: string): PageSeoTags {
  const products = data.productOffers.map((offer) => productLd(siteUrl, BUY_PATH, BRAND_NAME, offer));
  return {
    title: pageTitle(data.seo.title),
    description: data.seo.description,
    keywords: data.seo.keywords,
    canonicalPath: BUY_PATH,
    type: 'product',
    image: shareImageFrom(data.seo.image, mediaSource) ?? siteShareImage(content, mediaSource),
    structuredData: [
      ...products,
      breadcrumbLd(siteUrl, [
        { name: 'Home', path: '/' },
        { name: data.seo.title, path: BUY_PATH },
      ]),
    ],
  };
}
