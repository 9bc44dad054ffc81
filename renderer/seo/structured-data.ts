// schema.org nodes for the page's JSON-LD (https://developers.google.com/search/docs/appearance/structured-data).
// Pure builders: each page's head gathers what it knows and passes plain values in. Typed by schema-dts, so a
// misspelt property or a wrong kind of value is a compile error, not a silently ignored node.
import type { Article, BreadcrumbList, FAQPage, Graph, Organization, Product, Thing } from 'schema-dts';
import type { ProductOffer } from '../../shop-rules/product-offers.ts';
import { formatMoneyAmount } from '../../shop-rules/price.ts';
import { absoluteUrl } from '../../content/page-path.ts';
import type { ContactData, FaqEntry } from '../../blocks/block-descriptor.ts';

/** A schema.org node (never a bare reference string). */
export type JsonLdNode = Exclude<Thing, string>;

export type OrganizationData = { name: string; logoPath: string; sameAs: readonly string[]; contact: ContactData | null };

export const organizationId = (siteUrl: string) => absoluteUrl(siteUrl, '/#organization');

export function organizationLd(siteUrl: string, { name, logoPath, sameAs, contact }: OrganizationData): Exclude<Organization, string> {
  return {
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, logoPath),
    ...(sameAs.length > 0 ? { sameAs: [...sameAs] } : {}),
    ...(contact?.address ? { address: contact.address } : {}),
    ...(contact && (contact.email || contact.telephone)
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            ...(contact.email ? { email: contact.email } : {}),
            ...(contact.telephone ? { telephone: contact.telephone } : {}),
            areaServed: 'AU',
            availableLanguage: 'en',
          },
        }
      : {}),
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbLd(siteUrl: string, crumbs: readonly Crumb[]): Exclude<BreadcrumbList, string> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(siteUrl, crumb.path) })),
  };
}

export type ArticleData = {
  path: string;
  headline: string;
  description: string | null;
  imageUrl: string | null;
  /** The article's author; null means the brand wrote it (spec §2: author or the brand default). */
  authorName: string | null;
  datePublished: string;
  dateModified: string | null;
  brandName: string;
  logoPath: string;
};

export function articleLd(siteUrl: string, article: ArticleData): Exclude<Article, string> {
  const url = absoluteUrl(siteUrl, article.path);
  return {
    '@type': 'Article',
    headline: article.headline,
    ...(article.description ? { description: article.description } : {}),
    ...(article.imageUrl ? { image: [absoluteUrl(siteUrl, article.imageUrl)] } : {}),
    author: article.authorName
      ? { '@type': 'Person', name: article.authorName }
      : { '@type': 'Organization', name: article.brandName, url: absoluteUrl(siteUrl, '/') },
    datePublished: article.datePublished,
    ...(article.dateModified ? { dateModified: article.dateModified } : {}),
    publisher: {
      '@type': 'Organization',
      '@id': organizationId(siteUrl),
      name: article.brandName,
      logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, article.logoPath) },
    },
    mainEntityOfPage: url,
    url,
  };
}

export function faqPageLd(entries: readonly FaqEntry[]): Exclude<FAQPage, string> {
  return {
    '@type': 'FAQPage',
    mainEntity: entries.map(({ question, answer }) => ({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } })),
  };
}

export function productLd(siteUrl: string, path: string, brandName: string, offer: ProductOffer): Exclude<Product, string> {
  return {
    '@type': 'Product',
    name: offer.name,
    brand: { '@type': 'Brand', name: brandName },
    ...(offer.image ? { image: absoluteUrl(siteUrl, offer.image) } : {}),
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: offer.currency,
      lowPrice: formatMoneyAmount(offer.lowPrice),
      highPrice: formatMoneyAmount(offer.highPrice),
      offerCount: offer.offerCount,
      availability: offer.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: absoluteUrl(siteUrl, path),
    },
  };
}

/** One script holds every node of the page, tied together by @graph. */
export function jsonLdDocument(nodes: readonly JsonLdNode[]): Graph {
  return { '@context': 'https://schema.org', '@graph': [...nodes] };
}
