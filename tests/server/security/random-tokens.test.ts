import { describe, expect, it } from 'vitest';
import { randomToken } from '../../../server/security/random-tokens.ts';

describe('random tokens', () => {
  it('are base64url of the asked length and never repeat, across many pool refills', () => {
    const tokens = Array.from({ length: 2_000 }, () => randomToken(16));
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('serve sizes larger than the pool straight from the CSPRNG', () => {
    expect(Buffer.from(randomToken(10_000), 'base64url')).toHaveLength(10_000);
  });
});
