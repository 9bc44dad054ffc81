// What crawlers and link previews learn from a content page's head: canonical address, share tags and JSON-LD.
import { describe, expect, it } from 'vitest';
import { blocksForRender } from '../../../blocks/markdown/render-markdown-fields.ts';
import { type ContentPageData, pageSeoFrom } from '../../../pages/content/content-page-data.ts';
import { contentSeoTags } from '../../../pages/content/content-seo.ts';
import type { JsonLdNode } from '../../../renderer/seo/structured-data.ts';
import { productOffersFrom } from '../../../shop-rules/product-offers.ts';
import { recordedContent as content, recordedSite as site, SITE_URL as siteUrl } from '../../renderer/seo/recorded-content.ts';
import { demoProducts } from '../../shop-rules/support/demo-products.ts';

function pageData(slug: string): ContentPageData & { kind: 'page' } {
  const page = content.pages.get(slug)!;
  return { kind: 'page', slug: page.slug, title: page.title, seo: pageSeoFrom(page.seo, page.title), blocks: blocksForRender(page.blocks) };
}

function articleData(slug: string): ContentPageData {
  const { blocks, pageSeo, ...article } = content.articles.get(slug)!;
  return { kind: 'article', slug: article.slug, title: article.heading, seo: pageSeoFrom(pageSeo, article.heading), blocks: blocksForRender(blocks), article };
}

const nodeOf = (nodes: JsonLdNode[], type: string) => nodes.find((node) => node['@type'] === type) as Record<string, any> | undefined;

describe('content page head', () => {
  it('home: canonical is the site root, with the Organization from the footer socials and the contact page', () => {
    const tags = contentSeoTags({ data: pageData('home'), content, site, siteUrl });
    expect(tags.canonicalPath).toBe('/');
    expect(tags.type).toBe('website');
    const organization = nodeOf(tags.structuredData, 'Organization')!;
    expect(organization).toMatchObject({ name: 'Linden & Tuck', url: `${siteUrl}/`, logo: `${siteUrl}/icon-512.png` });
    expect(organization.sameAs).toEqual(site.footer.social!.links.map((link) => link.href));
    expect(organization.sameAs.length).toBeGreaterThan(0);
    expect(organization.contactPoint.email).toMatch(/@/);
    expect(organization.contactPoint.telephone).toMatch(/\d/);
    expect(nodeOf(tags.structuredData, 'BreadcrumbList')).toBeUndefined();
  });

  it('keywords are the CMS entries joined; the share image is absolute with its size', () => {
    const tags = contentSeoTags({ data: pageData('faqs'), content, site, siteUrl });
    const keywords = content.pages.get('faqs')!.seo!.metaKeywords.map((entry) => entry.keyword);
    expect(tags.keywords).toBe(keywords.join(', '));
    expect(tags.image).toMatchObject({ url: expect.stringMatching(/^\/demo\/cms\/uploads\//), width: expect.any(Number), height: expect.any(Number) });
  });

  it('faqs: Home → FAQs breadcrumb and every CMS question with its answer as plain text', () => {
    const tags = contentSeoTags({ data: pageData('faqs'), content, site, siteUrl });
    expect(nodeOf(tags.structuredData, 'BreadcrumbList')!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteUrl}/` },
      { '@type': 'ListItem', position: 2, name: content.pages.get('faqs')!.title, item: `${siteUrl}/faqs` },
    ]);
    const faqBlocks = content.pages
      .get('faqs')!
      .blocks.flatMap((block) => (block.componentName === 'Faq' ? block.sections.flatMap((section) => section.sectionBlocks) : []));
    const questions = nodeOf(tags.structuredData, 'FAQPage')!.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions.map((question) => question.name)).toEqual(faqBlocks.map((block) => block.question));
    for (const { acceptedAnswer } of questions) {
      expect(acceptedAnswer.text.length).toBeGreaterThan(0);
      expect(acceptedAnswer.text).not.toMatch(/<[a-z/]|\*\*|\]\(/);
    }
  });

  it('products: one Product per shop product with an AggregateOffer in the shop’s prices', () => {
    const data = { ...pageData('products'), productOffers: productOffersFrom(demoProducts()) };
    const tags = contentSeoTags({ data, content, site, siteUrl });
    expect(tags.type).toBe('product');
    const products = tags.structuredData.filter((node) => node['@type'] === 'Product') as Record<string, any>[];
    expect(products).toHaveLength(data.productOffers.length);
    expect(products[0]!.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'AUD',
      lowPrice: data.productOffers[0]!.lowPrice.toFixed(2),
      highPrice: data.productOffers[0]!.highPrice.toFixed(2),
      availability: 'https://schema.org/InStock',
    });
  });

  it('blog article: Article with its author and date, and a Home → Blog → article breadcrumb', () => {
    const data = articleData('clean-fold-and-store');
    const tags = contentSeoTags({ data, content, site, siteUrl });
    expect(tags.type).toBe('article');
    expect(tags.canonicalPath).toBe('/clean-fold-and-store');
    const article = nodeOf(tags.structuredData, 'Article')!;
    const source = content.articles.get('clean-fold-and-store')!;
    expect(article).toMatchObject({ headline: source.heading, datePublished: source.date, publisher: { name: 'Linden & Tuck' } });
    expect(article.author).toEqual(source.authorName ? { '@type': 'Person', name: source.authorName } : expect.objectContaining({ '@type': 'Organization' }));
    expect(article.image[0]).toMatch(new RegExp(`^${siteUrl}/`));
    const crumbs = nodeOf(tags.structuredData, 'BreadcrumbList')!.itemListElement.map((item: { item: string }) => item.item);
    expect(crumbs).toEqual([`${siteUrl}/`, `${siteUrl}/blog`, `${siteUrl}/clean-fold-and-store`]);
  });

  it('an article without an author is written by the brand', () => {
    const data = articleData('clean-fold-and-store') as Extract<ContentPageData, { kind: 'article' }>;
    const anonymous = { ...data, article: { ...data.article, authorName: null } };
    const article = nodeOf(contentSeoTags({ data: anonymous, content, site, siteUrl }).structuredData, 'Article')!;
    expect(article.author).toMatchObject({ '@type': 'Organization', name: 'Linden & Tuck' });
  });
});
