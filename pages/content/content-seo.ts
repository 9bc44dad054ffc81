// The head tags of a content page or blog article (spec §2: title, keywords, description and share image from
// its SEO data), with its canonical address and JSON-LD: Organization on home, BreadcrumbList elsewhere,
// Article for articles, FAQPage where FAQ blocks are, Product where the shop's sizes are shown.
import type { ContentSnapshot } from '../../content/content-snapshot.ts';
import { BRAND_NAME, pageTitle } from '../../content/brand.ts';
import { faqEntriesOf } from '../../blocks/registry.ts';
import { ORGANIZATION_LOGO_PATH, organizationData } from '../../renderer/seo/organization-data.ts';
import { HOME_SLUG, pagePath } from '../../content/page-path.ts';
import type { PageSeoTags } from '../../renderer/seo/SeoTags.tsx';
import { shareImageFrom, siteShareImage } from '../../renderer/seo/share-image.ts';
import { articleLd, breadcrumbLd, type Crumb, faqPageLd, type JsonLdNode, organizationLd, productLd } from '../../renderer/seo/structured-data.ts';
import type { SiteChrome } from '../../content/site-chrome.ts';
import type { ContentPageData } from './content-page-data.ts';

const BLOG_SLUG = 'blog';
const HOME_CRUMB: Crumb = { name: 'Home', path: '/' };

export type ContentSeoInput = { data: ContentPageData; content: ContentSnapshot; site: SiteChrome; siteUrl: string };

export function contentSeoTags({ data, content, site, siteUrl }: ContentSeoInput): PageSeoTags {
  const path = pagePath(data.slug);
  const image = shareImageFrom(data.seo.image, site.mediaSource) ?? siteShareImage(content, site.mediaSource);
  const common = { title: pageTitle(data.seo.title), description: data.seo.description, keywords: data.seo.keywords, canonicalPath: path, image };

  if (data.kind === 'article') {
    const blog = content.pages.get(BLOG_SLUG);
    const crumbs = [HOME_CRUMB, ...(blog ? [{ name: blog.title, path: pagePath(blog.slug) }] : []), { name: data.article.heading, path }];
    const article = articleLd(siteUrl, {
      path,
      headline: data.article.heading,
      description: data.seo.description ?? data.article.subHeading,
      imageUrl: shareImageFrom(data.article.image, site.mediaSource)?.url ?? image?.url ?? null,
      authorName: data.article.authorName || null,
      datePublished: data.article.date,
      dateModified: data.article.updatedAt ?? null,
      brandName: BRAND_NAME,
      logoPath: ORGANIZATION_LOGO_PATH,
    });
    return { ...common, type: 'article', publishedTime: data.article.date, structuredData: [article, breadcrumbLd(siteUrl, crumbs)] };
  }

  const isHome = data.slug.toLowerCase() === HOME_SLUG;
  const structuredData: JsonLdNode[] = isHome
    ? [organizationLd(siteUrl, organizationData(content, site))]
    : [breadcrumbLd(siteUrl, [HOME_CRUMB, { name: data.title, path }])];
  const faqs = faqEntriesOf(data.blocks);
  if (faqs.length > 0) structuredData.push(faqPageLd(faqs));
  const offers = data.productOffers ?? [];
  for (const offer of offers) structuredData.push(productLd(siteUrl, path, BRAND_NAME, offer));
  return { ...common, type: offers.length > 0 ? 'product' : 'website', structuredData };
}
