import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../../server/forms/retry-backoff.ts';

const policy = { baseMs: 4_000, maxMs: 60_000 };

describe('retry backoff for form deliveries', () => {
  it('doubles with each failure, between half and all of the step', () => {
    expect([1, 2, 3, 4].map((failures) => retryDelayMs(failures, policy, () => 0))).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect([1, 2, 3, 4].map((failures) => retryDelayMs(failures, policy, () => 0.999_999))).toEqual([4_000, 8_000, 16_000, 32_000]);
  });

  it('never waits longer than the cap, however many failures', () => {
    for (const failures of [5, 10, 100, 10_000]) {
      expect(retryDelayMs(failures, policy, () => 0.999_999)).toBeLessThanOrEqual(60_000);
      expect(retryDelayMs(failures, policy, () => 0)).toBe(30_000);
    }
  });

  it('spreads submissions that failed together', () => {
    const values = [0.1, 0.4, 0.7].map((r) => retryDelayMs(3, policy, () => r));
    expect(new Set(values).size).toBe(3);
  });
});
