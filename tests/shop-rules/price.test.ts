import { describe, expect, it } from 'vitest';
import { formatMoneyAmount, formatPercent, formatPrice, roundUpToWholeDollars } from '../../shop-rules/price.ts';

describe('prices', () => {
  it("a price is shown rounded up to whole dollars with '.00': 949.01 → '$950.00'", () => {
    expect(formatPrice(949.01)).toBe('$950.00');
    expect(formatPrice('949.01')).toBe('$950.00');
  });

  it('a whole-dollar price stays as it is', () => {
    expect(formatPrice('1050.00')).toBe('$1050.00');
    expect(formatPrice(850)).toBe('$850.00');
  });

  it('float noise never adds a dollar', () => {
    expect(roundUpToWholeDollars(850.0000000001)).toBe(850);
    expect(roundUpToWholeDollars(0.1 + 0.2)).toBe(1);
  });

  it('an unreadable amount shows $0.00 rather than $NaN.00', () => {
    expect(formatPrice('abc')).toBe('$0.00');
  });

  it("a large total keeps the spec's spelling, with no thousands separator", () => {
    expect(formatPrice(12345.2)).toBe('$12346.00');
  });
});

describe('number formats (spec §9)', () => {
  it('money has 2 fraction digits and no separators (structured data prices)', () => {
    expect(formatMoneyAmount(850)).toBe('850.00');
    expect(formatMoneyAmount(1049.5)).toBe('1049.50');
    expect(formatMoneyAmount(1234567.891)).toBe('1234567.89');
  });

  it('a percentage has no grouping', () => {
    expect(formatPercent(0.4)).toBe('40%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(12.5)).toBe('1250%');
  });
});
