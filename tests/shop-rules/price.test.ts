import { describe, expect, it } from 'vitest';
import { formatPrice, roundUpToWholeDollars } from '../../shop-rules/price.ts';

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
});
