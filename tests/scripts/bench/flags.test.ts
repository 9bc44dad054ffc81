import { describe, expect, it } from 'vitest';
import { BenchFlagError, positiveIntegerFlag } from '../../../scripts/bench/flags.ts';

describe('benchmark flags', () => {
  it('--articles 50 reads as 50', () => {
    expect(positiveIntegerFlag('articles', '50')).toBe(50);
  });

  it('--warmup 0 is allowed where zero is, --runs 0 is not', () => {
    expect(positiveIntegerFlag('warmup', '0', { zeroAllowed: true })).toBe(0);
    expect(() => positiveIntegerFlag('runs', '0')).toThrow(new BenchFlagError('--runs must be a positive whole number, got "0"'));
  });

  it('a typo such as --duration 1s stops the run instead of timing NaN', () => {
    expect(() => positiveIntegerFlag('duration', '1s')).toThrow(BenchFlagError);
    expect(() => positiveIntegerFlag('connections', '2.5')).toThrow('--connections must be a positive whole number, got "2.5"');
  });
});
