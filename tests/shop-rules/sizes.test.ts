import { describe, expect, it } from 'vitest';
import { measurementRows, measurementTablesFor, sizeSlugOf } from '../../shop-rules/sizes.ts';

describe('mattress sizes', () => {
  it("the shop's size names become slugs: 'Super King' → 'super-king'", () => {
    expect(sizeSlugOf('Super King')).toBe('super-king');
    expect(sizeSlugOf('queen')).toBe('queen');
    expect(sizeSlugOf('Single')).toBeNull();
    expect(sizeSlugOf(null)).toBeNull();
  });

  it('tables use the storefront fallback dimensions: tailored sheets first, pillowcases second', () => {
    expect(measurementTablesFor('double').map(({ heading, width, length }) => [heading, width, length])).toEqual([
      ['Tailored Sheets', 138.5, 190],
      ['Pillowcases', 51, 76],
    ]);
    expect(measurementTablesFor('queen')[0]).toMatchObject({ width: 152.5, length: 203 });
    expect(measurementTablesFor('king')[0]).toMatchObject({ width: 183.5, length: 203 });
    expect(measurementTablesFor('super-king').map(({ width, length }) => [width, length])).toEqual([
      [203, 203],
      [51, 102],
    ]);
  });

  it("tailored sheets show depth as 'Variable'; pillowcases have no depth row", () => {
    const [sheets, pillowcases] = measurementTablesFor('king');
    expect(measurementRows(sheets!)).toEqual([
      { label: 'Width', value: '183.5 cm' },
      { label: 'Length', value: '203 cm' },
      { label: 'Depth', value: 'Variable' },
    ]);
    expect(measurementRows(pillowcases!).map((row) => row.label)).toEqual(['Width', 'Length']);
  });
});
