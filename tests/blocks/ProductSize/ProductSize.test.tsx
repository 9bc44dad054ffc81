import { describe, expect, it, vi } from 'vitest';
import type { StorefrontClient } from '../../../clients/storefront/storefront-client.ts';
import { productSizeData } from '../../../blocks/ProductSize/product-size-data.ts';
import { demoProducts } from '../../shop-rules/support/demo-products.ts';

const shopReturning = (search: () => Promise<unknown>) =>
  ({ searchProducts: vi.fn(search) }) as unknown as StorefrontClient & { searchProducts: ReturnType<typeof vi.fn> };
const failing = () =>
  shopReturning(async () => {
    throw new Error('shop down');
  });

describe('ProductSize block data', () => {
  it('gives the size tiles of both thread counts, with SOLD OUT sizes marked, and the offers for the page', async () => {
    const shop = shopReturning(async () => demoProducts());
    const data = await productSizeData({ shop }, 1_000_000);
    expect(data.productSizes.source).toBe('shop');
    expect(data.productSizes.premium.map((tile) => tile.slug)).toEqual(['double', 'queen', 'king', 'super-king']);
    expect(data.productSizes.premium.find((tile) => tile.slug === 'king')?.priceText).toBe('$1050.00');
    expect(data.productSizes.classic.find((tile) => tile.slug === 'super-king')?.soldOut).toBe(true);
    expect(data.productOffers).toHaveLength(2);
    expect(data.liveDataMissing).toBeUndefined();
  });

  it('asks the shop at most once a minute, and after a failure not again for a few seconds', async () => {
    const shop = shopReturning(async () => demoProducts());
    await productSizeData({ shop }, 2_000_000);
    await productSizeData({ shop }, 2_030_000);
    expect(shop.searchProducts).toHaveBeenCalledTimes(1);
    const down = failing();
    await productSizeData({ shop: down }, 3_000_000);
    await productSizeData({ shop: down }, 3_000_001);
    expect(down.searchProducts).toHaveBeenCalledTimes(1);
    await productSizeData({ shop: down }, 3_010_000);
    expect(down.searchProducts).toHaveBeenCalledTimes(2);
  });

  it('while the shop is away after it answered: its last tiles and prices, and the page marked not to be cached', async () => {
    let away = false;
    const shop = shopReturning(async () => {
      if (away) throw new Error('shop down');
      return demoProducts();
    });
    expect((await productSizeData({ shop }, 5_000_000)).liveDataMissing).toBeUndefined();
    away = true;
    // Past the minute the catalogue is searched again in the background; once that has failed the tiles are stale.
    let data = await productSizeData({ shop }, 5_070_000);
    for (let tries = 0; tries < 20 && !data.liveDataMissing; tries += 1) {
      await new Promise((settled) => setImmediate(settled));
      data = await productSizeData({ shop }, 5_070_001);
    }
    expect(data.productSizes.source).toBe('shop');
    expect(data.productSizes.premium.find((tile) => tile.slug === 'king')?.priceText).toBe('$1050.00');
    expect(data.liveDataMissing).toBe(true);
  });

  it('without the shop: the static sizes, prices, dimensions and colours, no offers, and the page marked not to be cached', async () => {
    const data = await productSizeData({ shop: failing() }, 4_000_000);
    expect(data.productSizes.source).toBe('static');
    expect(data.productSizes.premium.map((tile) => [tile.label, tile.priceText, tile.soldOut])).toEqual([
      ['Double', '$850.00', false],
      ['Queen', '$950.00', false],
      ['King', '$1050.00', false],
      ['Super King', '$1150.00', false],
    ]);
    expect(data.productSizes.classic.map((tile) => tile.priceText)).toEqual(['$750.00', '$850.00', '$950.00', '$1050.00']);
    expect(data.productSizes.premium.find((tile) => tile.slug === 'king')).toMatchObject({ dimensions: '203 × 183.5 cm', colours: ['white', 'sand', 'mist'] });
    expect(data.productOffers).toEqual([]);
    expect(data.liveDataMissing).toBe(true);
  });
});
