import { describe, expect, it } from 'vitest';
import { depthTiles, findVariant, variantNumber } from '../../shop-rules/size-entries.ts';
import { STATIC_PRICES, isStaticVariantId, staticSizeEntries } from '../../shop-rules/static-catalog.ts';
import { measurementTablesFor } from '../../shop-rules/sizes.ts';

const entries = staticSizeEntries();

describe('the static catalogue (shown while the shop cannot be reached)', () => {
  it('has the four sizes in order, each with both versions in every depth band and colour', () => {
    expect(entries.map((entry) => [entry.slug, entry.label])).toEqual([
      ['double', 'Double'],
      ['queen', 'Queen'],
      ['king', 'King'],
      ['super-king', 'Super King'],
    ]);
    for (const entry of entries) expect(entry.variants).toHaveLength(2 * 5 * 3);
  });

  it("prices are the spec's static prices in AUD: premium 850 / 950 / 1050 / 1150, classic 750 / 850 / 950 / 1050", () => {
    const price = (version: 'premium' | 'classic') =>
      entries.map((entry) => findVariant(entries, { version, size: entry.slug, colour: 'white', depth: '26-30' })?.price);
    expect(price('premium')).toEqual(['850.00', '950.00', '1050.00', '1150.00'].map((amount) => ({ amount, currencyCode: 'AUD' })));
    expect(price('classic').map((money) => Number(money?.amount))).toEqual([750, 850, 950, 1050]);
    expect(STATIC_PRICES.king).toEqual({ premium: 1050, classic: 950 });
  });

  it('offers white, sand and mist, white first, and the same measurement tables as the live catalogue', () => {
    const king = entries.find((entry) => entry.slug === 'king')!;
    expect(king.defaultItem).toMatchObject({ version: 'premium', colour: 'white', availableColours: ['white', 'sand', 'mist'], price: 1050 });
    expect(king.defaultItem.tables).toEqual(measurementTablesFor('king'));
  });

  it('nothing is sold out, so every depth can be chosen', () => {
    expect(entries.every((entry) => !entry.soldOut)).toBe(true);
    expect(depthTiles(entries, 'classic', 'queen', 'sand').map((tile) => tile.availableForSale)).toEqual([true, true, true, true, true]);
  });

  it('its variant ids say they are static, also as the last segment the flow keeps; shop ids do not', () => {
    const variant = findVariant(entries, { version: 'premium', size: 'king', colour: 'mist', depth: '31-35' })!;
    expect(variant.title).toBe('King / 31-35 cm / Mist');
    expect(isStaticVariantId(variant.id)).toBe(true);
    expect(isStaticVariantId(variantNumber(variant.id))).toBe(true);
    expect(isStaticVariantId('gid://shopify/ProductVariant/4101331')).toBe(false);
    expect(isStaticVariantId('4101331')).toBe(false);
  });
});
