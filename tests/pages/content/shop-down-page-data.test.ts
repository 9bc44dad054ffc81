import nock from 'nock';
import type { PageContextServer } from 'vike/types';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StorefrontClient } from '../../../clients/storefront/storefront-client.ts';
import { DEMO_PAGES } from '../../../demo-backends/cms/content/pages/index.ts';
import { data as buyData } from '../../../pages/buy/+data.ts';
import { data as contentData } from '../../../pages/content/+data.ts';
import { buildContentSnapshot } from '../../../content/content-snapshot.ts';
import { failShop, SHOP_ENDPOINT, SHOP_FAULTS, SHOP_TIMEOUT_MS } from '../../server/cart/shop-faults.ts';

const content = buildContentSnapshot({ pages: { data: DEMO_PAGES } }, '2026-11-02T00:00:00.000Z', () => {});
const shop = new StorefrontClient({ endpoint: SHOP_ENDPOINT, timeoutMs: SHOP_TIMEOUT_MS });
const pageContext = (slug: string) => ({ content, shop, routeParams: { slug }, urlParsed: { search: {} } }) as unknown as PageContextServer;

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe.each(Object.entries(SHOP_FAULTS))('pages when the shop fails with %s', (_, fault) => {
  it('/buy still has its page data: the static catalogue, marked so (ordering waits) and not to be cached', async () => {
    failShop(fault);
    const page = await buyData(pageContext('buy'));
    expect(page).toMatchObject({ catalogSource: 'static', productOffers: [], liveDataMissing: true });
    expect(page.entries.map((entry) => entry.slug)).toEqual(['double', 'queen', 'king', 'super-king']);
    expect(page.seo.title).toBeTruthy();
  });

  it('/products keeps all its CMS blocks; the size tiles are the static ones and the page is marked not to be cached', async () => {
    failShop(fault);
    const page = await contentData(pageContext('products'));
    expect(page.kind).toBe('page');
    if (page.kind !== 'page') return;
    expect(page.blocks.length).toBe(content.pages.get('products')!.blocks.length);
    expect(page.productSizes?.source).toBe('static');
    expect(page.productSizes?.premium.map((tile) => tile.priceText)).toEqual(['$850.00', '$950.00', '$1050.00', '$1150.00']);
    expect(page.productOffers).toEqual([]);
    expect(page.liveDataMissing).toBe(true);
  });
});
