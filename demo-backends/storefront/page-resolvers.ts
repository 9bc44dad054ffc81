// The shop's pages as the Storefront API answers them: `page(id|handle)`, `pageByHandle` and `pages`
// (https://shopify.dev/docs/api/storefront/2026-04/queries/pages, https://shopify.dev/docs/api/storefront/2026-04/objects/Page).
// The pages themselves are in demo-pages.ts.
import { connection, type PageArgs } from './connection.ts';
import { DEMO_PAGES, findPage, pageText, type DemoPage } from './demo-pages.ts';
import { sortedByKey } from './listing-order.ts';
import { titleHandleMatcher } from './product-query.ts';

type ListArgs = PageArgs & { query?: string | null; sortKey?: string | null };

/** Shopify's bodySummary: the body as plain text, cut at a word near 150 characters. */
const SUMMARY_LENGTH = 150;

function summary(text: string): string {
  if (text.length <= SUMMARY_LENGTH) return text;
  const cut = text.slice(0, SUMMARY_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

export function pageShape(page: DemoPage, siteOrigin: string): Record<string, unknown> {
  return {
    __typename: 'Page',
    id: page.id,
    handle: page.handle,
    title: page.title,
    body: page.body,
    bodySummary: summary(pageText(page)),
    seo: { title: page.title, description: page.seoDescription },
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
    // The site answers the old store's /pages/{handle} by redirecting to the page that now holds it (spec §2).
    onlineStoreUrl: `${siteOrigin}/pages/${page.handle}`,
    trackingParameters: null,
  };
}

export function pageResolvers(siteOrigin: string) {
  const shape = (page: DemoPage | null) => (page ? pageShape(page, siteOrigin) : null);
  return {
    page: ({ id, handle }: { id?: string | null; handle?: string | null }) => shape(findPage({ id, handle })),

    pageByHandle: ({ handle }: { handle: string }) => shape(findPage({ handle })),

    pages: ({ query, sortKey, ...page }: ListArgs) => {
      const matches = titleHandleMatcher('pages', query);
      const found = DEMO_PAGES.filter((item) => matches({ ...item, text: pageText(item) }));
      return connection(
        sortedByKey('pages', found, sortKey).map((item) => pageShape(item, siteOrigin)),
        page,
      );
    },
  };
}
