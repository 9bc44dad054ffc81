import { describe, expect, it, vi } from 'vitest';
import type { StorefrontClient } from '../../clients/storefront/storefront-client.ts';
import { STATIC_CATALOG, catalogOrStatic } from '../../shop-rules/recent-catalog.ts';
import { demoProducts } from './support/demo-products.ts';

const shopAnswering = (search: () => Promise<unknown>) => ({ searchProducts: vi.fn(search) }) as unknown as StorefrontClient;

describe('the catalogue pages show', () => {
  it("is the shop's, marked as from the shop, when the shop answers", async () => {
    const catalog = await catalogOrStatic(shopAnswering(async () => demoProducts()), 10_000_000);
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
    expect(await catalogOrStatic(shopAnswering(async () => []), 30_000_000)).toBe(STATIC_CATALOG);
  });
});
