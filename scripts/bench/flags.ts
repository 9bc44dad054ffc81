// Reads the benchmarks' numeric flags (`--articles 50`, `--duration 1`…), so a typo stops the run instead of
// timing a NaN: the smoke runs in the test suite pass tiny values, a real run the defaults.

export class BenchFlagError extends Error {}

export function positiveIntegerFlag(name: string, raw: string | undefined, { zeroAllowed = false } = {}): number {
  const parsed = Number(raw);
  if (!Number.isInteger(parsed) || parsed < (zeroAllowed ? 0 : 1)) {
    throw new BenchFlagError(`--${name} must be a ${zeroAllowed ? 'non-negative' : 'positive'} whole number, got "${raw}"`);
  }
  return parsed;
}
