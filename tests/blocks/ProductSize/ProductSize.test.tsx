import { describe, expect, it, vi } from 'vitest';
import type { StorefrontClient } from '../../../clients/storefront/storefront-client.ts';
import { productSizeTiles } from '../../../blocks/ProductSize/product-size-data.ts';
import { demoProducts } from '../../shop-rules/support/demo-products.ts';

const shopReturning = (search: () => Promise<unknown>) => ({ searchProducts: vi.fn(search) }) as unknown as StorefrontClient & { searchProducts: ReturnType<typeof vi.fn> };

describe('ProductSize block data', () => {
  it('gives the size tiles of both thread counts, with SOLD OUT sizes marked', async () => {
    const shop = shopReturning(async () => demoProducts());
    const tiles = await productSizeTiles(shop, 1_000_000);
    expect(tiles?.premium.map((tile) => tile.slug)).toEqual(['double', 'queen', 'king', 'super-king']);
    expect(tiles?.premium.find((tile) => tile.slug === 'king')?.priceText).toBe('$1050.00');
    expect(tiles?.classic.find((tile) => tile.slug === 'super-king')?.soldOut).toBe(true);
  });

  it('asks the shop at most once a minute, and again after a failure', async () => {
    const shop = shopReturning(async () => demoProducts());
    await productSizeTiles(shop, 2_000_000);
    await productSizeTiles(shop, 2_030_000);
    expect(shop.searchProducts).toHaveBeenCalledTimes(1);
    const failing = shopReturning(async () => {
      throw new Error('shop down');
    });
    expect(await productSizeTiles(failing, 3_000_000)).toBeNull();
    expect(await productSizeTiles(failing, 3_000_001)).toBeNull();
    expect(failing.searchProducts).toHaveBeenCalledTimes(2);
  });
});
