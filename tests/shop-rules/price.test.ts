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

  it('rounds half cents and half percents as Intl.NumberFormat does, on the number as written', () => {
    const money = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
    const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0, useGrouping: false });
    const amounts = [0, 0.005, 1.005, 1.015, 2.675, 8.345, 949.01, 949.995, 1e-7, 123456789.125, -1.005, 0.1 + 0.2];
    for (const amount of amounts) expect(formatMoneyAmount(amount), String(amount)).toBe(money.format(amount));
    const shares = [0, 0.005, 0.125, 0.135, 0.4, 0.995, 1, 12.5, 0.0049, -0.125, -0.4];
    for (const share of shares) expect(formatPercent(share), String(share)).toBe(percent.format(share));
  });

  it('an amount that rounds to nothing has no minus sign (Intl would write -0.00)', () => {
    expect(formatMoneyAmount(-0.004)).toBe('0.00');
  });
});
