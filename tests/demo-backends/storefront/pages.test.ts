import { describe, expect, it } from 'vitest';
import { createTestShop, postGraphQL } from './support/demo-shop.ts';

const { app } = createTestShop();

async function data(query: string) {
  const { status, json } = await postGraphQL(app, { query });
  if (status !== 200 || json.errors) throw new Error(`GraphQL failed (${status}): ${JSON.stringify(json.errors)}`);
  return json.data;
}

const PAGE_FIELDS = 'id handle title body bodySummary seo { title description } createdAt updatedAt onlineStoreUrl';

describe('the shop’s pages', () => {
  it('answers the shipping and returns page by handle with the spec’s promises', async () => {
    const { pageByHandle } = await data(`{ pageByHandle(handle: "shipping-and-returns") { ${PAGE_FIELDS} } }`);
    expect(pageByHandle).toMatchObject({
      id: 'gid://shopify/Page/9100001',
      title: 'Shipping & returns',
      createdAt: '2026-01-15T00:00:00Z',
      // The site redirects the old store's /pages/shipping-and-returns to its FAQs (spec §2).
      onlineStoreUrl: 'http://localhost:3000/pages/shipping-and-returns',
    });
    expect(pageByHandle.body).toContain('<strong>2 business days</strong>');
    expect(pageByHandle.body).toContain('<strong>30 days</strong>');
    expect(pageByHandle.bodySummary).toMatch(/^Shipping Shipping is free and tracked Australia-wide\./);
    expect(pageByHandle.bodySummary).not.toMatch(/</);
    expect(pageByHandle.bodySummary.length).toBeLessThanOrEqual(151);
    expect(pageByHandle.seo.description).toContain('Free tracked shipping Australia-wide');
  });

  it('answers page(id) and page(handle) alike, node too, and null for a page the shop does not have', async () => {
    const answer = await data(`{
      byId: page(id: "gid://shopify/Page/9100002") { handle }
      byHandle: page(handle: "care-instructions") { id }
      node(id: "gid://shopify/Page/9100002") { ... on Page { title } }
      missing: pageByHandle(handle: "our-story") { id }
    }`);
    expect(answer).toEqual({
      byId: { handle: 'care-instructions' },
      byHandle: { id: 'gid://shopify/Page/9100002' },
      node: { title: 'Care instructions' },
      missing: null,
    });
  });

  it('lists pages in id order, by title either way round, and by a word of their text', async () => {
    const handles = async (args: string) => (await data(`{ pages(${args}) { nodes { handle } } }`)).pages.nodes.map((node: { handle: string }) => node.handle);
    expect(await handles('first: 100')).toEqual(['shipping-and-returns', 'care-instructions']);
    expect(await handles('first: 100, sortKey: TITLE')).toEqual(['care-instructions', 'shipping-and-returns']);
    expect(await handles('first: 100, sortKey: TITLE, reverse: true')).toEqual(['shipping-and-returns', 'care-instructions']);
    expect(await handles('first: 100, query: "detergent"')).toEqual(['care-instructions']);
    expect(await handles('first: 100, query: "handle:shipping-and-returns"')).toEqual(['shipping-and-returns']);
  });

  it('refuses a page query field it cannot filter on', async () => {
    const { json } = await postGraphQL(app, { query: '{ pages(first: 5, query: "created_at:>2020-01-01") { nodes { id } } }' });
    expect(json.errors[0].extensions.code).toBe('DEMO_SHOP_UNSUPPORTED');
  });
});
