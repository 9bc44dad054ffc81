import { describe, expect, it } from 'vitest';
import { sizeTilesFor } from '../../../blocks/product/size-tiles.ts';
import { groupSizeEntries } from '../../../shop-rules/size-entries.ts';
import { demoProducts } from '../../shop-rules/support/demo-products.ts';

const entries = groupSizeEntries(demoProducts());

describe('size tiles', () => {
  it('show the price rounded up with .00, length × width in cm and the colours', () => {
    const king = sizeTilesFor(entries, 'premium').find((tile) => tile.slug === 'king');
    expect(king).toMatchObject({ label: 'King', priceText: '$1050.00', dimensions: '203 × 183.5 cm', colours: ['white', 'sand', 'mist'], soldOut: false });
  });

  it('mark a size with nothing to sell in that version as sold out', () => {
    const superKing = sizeTilesFor(entries, 'classic').find((tile) => tile.slug === 'super-king');
    expect(superKing?.soldOut).toBe(true);
  });
});
