import { describe, expect, it } from 'vitest';
import {
  defaultItemFor,
  defaultSizeEntry,
  depthBandOf,
  depthTiles,
  findVariant,
  groupSizeEntries,
  isSoldOutFor,
  shownVariantFor,
  variantNumber,
  variantsFor,
  versionOfProduct,
} from '../../shop-rules/size-entries.ts';
import { demoProducts } from './support/demo-products.ts';

const entries = groupSizeEntries(demoProducts());

describe('catalogue grouped by size', () => {
  it('groups the products into double, queen, king and super-king, in that order', () => {
    expect(entries.map((entry) => [entry.slug, entry.label])).toEqual([
      ['double', 'Double'],
      ['queen', 'Queen'],
      ['king', 'King'],
      ['super-king', 'Super King'],
    ]);
  });

  it('each size holds the variants of both versions (5 depths × 3 colours each)', () => {
    const king = entries[2]!;
    expect(king.variants).toHaveLength(30);
    expect(variantsFor(entries, 'premium', 'king')).toHaveLength(15);
    expect(variantsFor(entries, 'classic', 'king')).toHaveLength(15);
  });

  it('the default selection is the second size group', () => {
    expect(defaultSizeEntry(entries)?.slug).toBe('queen');
    expect(defaultSizeEntry(entries.slice(0, 1))?.slug).toBe('double');
    expect(defaultSizeEntry([])).toBeNull();
  });

  it('tells premium from classic by the product handle or title', () => {
    expect(versionOfProduct({ handle: 'tailored-sateen-sheet-set-premium', title: '' })).toBe('premium');
    expect(versionOfProduct({ handle: 'sheet-set', title: 'Sheet Set — Classic' })).toBe('classic');
  });

  it('the default item is premium, white, with price, image, colours and the fallback tables', () => {
    const queen = entries[1]!;
    expect(queen.defaultItem).toMatchObject({
      size: 'queen',
      version: 'premium',
      colour: 'white',
      price: 950,
      availableColours: ['white', 'sand', 'mist'],
      image: { url: '/demo/shop/images/tailored-sateen-sheet-set-premium.svg', altText: null, width: 800, height: 800 },
    });
    expect(queen.defaultItem.tables.map((table) => table.heading)).toEqual(['Tailored Sheets', 'Pillowcases']);
    expect(queen.defaultItem.tables[0]).toMatchObject({ width: 152.5, length: 203, depth: 'Variable' });
  });

  it('the default item of the classic version carries the classic price', () => {
    expect(defaultItemFor(entries[2]!, 'classic')).toMatchObject({ version: 'classic', price: 950 });
  });

  it('a size is SOLD OUT only when every variant is unavailable; per version, classic super king is sold out', () => {
    expect(entries.map((entry) => entry.soldOut)).toEqual([false, false, false, false]);
    const superKing = entries[3]!;
    expect(isSoldOutFor(superKing, 'classic')).toBe(true);
    expect(isSoldOutFor(superKing, 'premium')).toBe(false);
    const allSoldOut = groupSizeEntries(
      demoProducts().map((product) => ({ ...product, variants: product.variants.map((variant) => ({ ...variant, availableForSale: false })) })),
    );
    expect(allSoldOut.every((entry) => entry.soldOut)).toBe(true);
  });

  it("depth tiles list the five bands; an unavailable one reads 'SOLD OUT'", () => {
    const tiles = depthTiles(entries, 'premium', 'king', 'white');
    expect(tiles.map((tile) => tile.label)).toEqual(['15-20 cm', '21-25 cm', '26-30 cm', '31-35 cm', '36-40 cm']);
    expect(tiles.map((tile) => tile.soldOutLabel)).toEqual([null, null, null, null, 'SOLD OUT']);
    expect(tiles[4]!.availableForSale).toBe(false);
    expect(tiles[2]).toMatchObject({ availableForSale: true, variantId: '4101331' });
  });

  it('depth tiles follow the colour chosen', () => {
    expect(depthTiles(entries, 'premium', 'king', 'mist')[2]!.variantId).toBe('4101333');
  });

  it('finds the variant for a version, size, colour and depth, in any depth spelling', () => {
    expect(findVariant(entries, { version: 'classic', size: 'queen', colour: 'sand', depth: '21 – 25cm' })).toMatchObject({
      version: 'classic',
      size: 'Queen',
      depthBand: '21-25',
      colourKey: 'sand',
    });
    expect(findVariant(entries, { version: 'classic', size: 'queen', colour: 'sand', depth: '41-45' })).toBeNull();
  });

  it('a variant id is the last path segment of its gid', () => {
    expect(variantNumber('gid://shopify/ProductVariant/4101331')).toBe('4101331');
    expect(variantNumber('gid://shopify/ProductVariant/42?foo=bar')).toBe('42');
  });

  it('depth values read as the offered bands', () => {
    expect(depthBandOf('26-30 cm')).toBe('26-30');
    expect(depthBandOf('36-40')).toBe('36-40');
    expect(depthBandOf('10-14 cm')).toBeNull();
  });

  it('sizes outside the four are left out and sizes without products are absent', () => {
    const [premium] = demoProducts();
    const onlyKing = { ...premium!, variants: premium!.variants.filter((variant) => variant.size === 'King') };
    const single = { ...onlyKing.variants[0]!, id: 'gid://shopify/ProductVariant/1', size: 'Single' };
    expect(groupSizeEntries([{ ...onlyKing, variants: [...onlyKing.variants, single] }]).map((entry) => entry.slug)).toEqual(['king']);
  });

  it("a size entry's variant carries what the shop answered, except the SKU and the option list, which stay on the server", () => {
    const king = entries.find((entry) => entry.slug === 'king')!.variants[0]!;
    expect(king).toMatchObject({
      id: expect.any(String),
      title: 'King / 15-20 cm / White',
      availableForSale: true,
      price: { amount: '1050.00', currencyCode: 'AUD' },
    });
    expect(king).toMatchObject({ image: { url: expect.any(String), width: 800, height: 800 }, size: 'King', depth: '15-20 cm', colour: 'White' });
    expect(king).not.toHaveProperty('sku');
    expect(king).not.toHaveProperty('selectedOptions');
    // A field the operation gains reaches /buy and the tiles without a line in size-entries.ts.
    const [premium] = demoProducts();
    const answered = {
      ...premium!,
      variants: premium!.variants.map((variant) => ({ ...variant, compareAtPrice: { amount: '1200.00', currencyCode: 'AUD' } })),
    };
    const grouped = groupSizeEntries([answered]).find((entry) => entry.slug === 'king')!;
    expect(grouped.variants[0]).toMatchObject({ compareAtPrice: { amount: '1200.00', currencyCode: 'AUD' } });
  });

  it('a tile shows a white variant that can be bought, another colour when white cannot, and the first when none can', () => {
    const queen = entries.find((entry) => entry.slug === 'queen')!;
    expect(shownVariantFor(queen, 'premium')).toMatchObject({ version: 'premium', colourKey: 'white', availableForSale: true });
    const noWhite = { variants: queen.variants.map((variant) => (variant.colourKey === 'white' ? { ...variant, availableForSale: false } : variant)) };
    expect(shownVariantFor(noWhite, 'premium')).toMatchObject({ version: 'premium', colourKey: 'sand', availableForSale: true });
    const superKing = entries.find((entry) => entry.slug === 'super-king')!;
    expect(shownVariantFor(superKing, 'classic')).toMatchObject({ version: 'classic', availableForSale: false });
    expect(shownVariantFor({ variants: [] }, 'classic')).toBeNull();
  });
});
