import { describe, expect, it, vi } from 'vitest';
import type { StorefrontClient } from '../../clients/storefront/storefront-client.ts';
import { FAILED_SEARCH_REMEMBERED_MS, RECENT_CATALOG_FRESH_FOR_MS, STATIC_CATALOG, catalogOrStatic } from '../../shop-rules/recent-catalog.ts';
import { demoProducts } from './support/demo-products.ts';

const shopAnswering = (search: () => Promise<unknown>) => ({ searchProducts: vi.fn(search) }) as unknown as StorefrontClient;

describe('the catalogue pages show', () => {
  it("is the shop's, marked as from the shop, when the shop answers", async () => {
    const catalog = await catalogOrStatic(
      shopAnswering(async () => demoProducts()),
      10_000_000,
    );
    expect(catalog.source).toBe('shop');
    expect(catalog.entries.find((entry) => entry.slug === 'king')?.variants[0]?.id).toMatch(/^gid:\/\/shopify\//);
    expect(catalog.offers).toHaveLength(2);
  });

  it('is the static one, with no offers, when the shop cannot be reached', async () => {
    const down = shopAnswering(async () => {
      throw new Error('shop down');
    });
    const catalog = await catalogOrStatic(down, 20_000_000);
    expect(catalog).toBe(STATIC_CATALOG);
    expect(catalog).toMatchObject({ source: 'static', offers: [] });
    expect(catalog.entries.map((entry) => entry.slug)).toEqual(['double', 'queen', 'king', 'super-king']);
  });

  it('is the static one when the shop sells no sheet sets', async () => {
    expect(
      await catalogOrStatic(
        shopAnswering(async () => []),
        30_000_000,
      ),
    ).toBe(STATIC_CATALOG);
  });
});

describe('while the shop is away', () => {
  const gate = () => {
    let release!: (outcome: 'answer' | 'fail') => void;
    const outcome = new Promise<'answer' | 'fail'>((resolve) => (release = resolve));
    return { release, search: async () => ((await outcome) === 'answer' ? demoProducts() : Promise.reject(new Error('shop down'))) };
  };

  it('a failed search is remembered: renders in the next few seconds get the static catalogue without asking again', async () => {
    const shop = shopAnswering(async () => Promise.reject(new Error('shop down')));
    expect(await catalogOrStatic(shop, 40_000_000)).toBe(STATIC_CATALOG);
    expect(await catalogOrStatic(shop, 40_000_000 + FAILED_SEARCH_REMEMBERED_MS - 1)).toBe(STATIC_CATALOG);
    expect(shop.searchProducts).toHaveBeenCalledTimes(1);
    await catalogOrStatic(shop, 40_000_000 + FAILED_SEARCH_REMEMBERED_MS + 100);
    expect(shop.searchProducts).toHaveBeenCalledTimes(2);
  });

  it('once the shop has answered, a render never waits on it again: the minute-old catalogue is searched again in the background', async () => {
    const first = gate();
    const shop = shopAnswering(() => first.search());
    const waiting = catalogOrStatic(shop, 50_000_000);
    first.release('answer');
    const fresh = await waiting;
    expect(shop.searchProducts).toHaveBeenLastCalledWith(expect.any(Number), undefined, { background: false });

    const hanging = gate();
    (shop.searchProducts as ReturnType<typeof vi.fn>).mockImplementation(() => hanging.search());
    const later = 50_000_000 + RECENT_CATALOG_FRESH_FOR_MS + 1;
    // The refresh hangs, yet the render gets the catalogue at once; the refresh has the background time limit.
    expect(await catalogOrStatic(shop, later)).toBe(fresh);
    expect(shop.searchProducts).toHaveBeenLastCalledWith(expect.any(Number), undefined, { background: true });
    hanging.release('fail');
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));

    const stale = await catalogOrStatic(shop, later + 10);
    expect(stale).toEqual({ ...fresh, staleSince: 50_000_000 });
    expect(stale.entries.find((entry) => entry.slug === 'king')?.variants[0]?.id).toMatch(/^gid:\/\/shopify\//);
    expect(await catalogOrStatic(shop, later + 20)).toBe(stale);
    expect(shop.searchProducts).toHaveBeenCalledTimes(2);
  });

  it('the first answer after an outage replaces the stale catalogue', async () => {
    let answering = true;
    const shop = shopAnswering(async () => (answering ? demoProducts() : Promise.reject(new Error('shop down'))));
    await catalogOrStatic(shop, 60_000_000);
    answering = false;
    const afterFresh = 60_000_000 + RECENT_CATALOG_FRESH_FOR_MS + 1;
    await catalogOrStatic(shop, afterFresh);
    await new Promise((resolve) => setImmediate(resolve));
    expect((await catalogOrStatic(shop, afterFresh + 1)).staleSince).toBe(60_000_000);
    answering = true;
    await catalogOrStatic(shop, afterFresh + FAILED_SEARCH_REMEMBERED_MS + 1_000);
    await new Promise((resolve) => setImmediate(resolve));
    const back = await catalogOrStatic(shop, afterFresh + FAILED_SEARCH_REMEMBERED_MS + 1_001);
    expect(back.source).toBe('shop');
    expect(back.staleSince).toBeUndefined();
  });
});

describe('a shopper asking again while ordering waits for the shop', () => {
  it('asks the shop at once, though a failure is remembered, as the breaker probe; rechecks at the same time share it', async () => {
    let answering = false;
    const shop = shopAnswering(async () => (answering ? demoProducts() : Promise.reject(new Error('shop down'))));
    expect(await catalogOrStatic(shop, 70_000_000)).toBe(STATIC_CATALOG);
    answering = true;
    expect(await catalogOrStatic(shop, 70_000_001)).toBe(STATIC_CATALOG);
    const [first, second] = await Promise.all([catalogOrStatic(shop, 70_000_002, { recheck: true }), catalogOrStatic(shop, 70_000_002, { recheck: true })]);
    expect(first.source).toBe('shop');
    expect(second).toBe(first);
    expect(shop.searchProducts).toHaveBeenCalledTimes(2);
    expect(shop.searchProducts).toHaveBeenLastCalledWith(expect.any(Number), undefined, { probe: true });
  });
});
