import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, crc32Shift } from '../../../server/caching/crc32-combine.ts';

describe('CRC-32 of a concatenation from its parts', () => {
  it('equals the CRC of the joined bytes, for empty, small and large parts', () => {
    for (const [lengthA, lengthB] of [[0, 5], [5, 0], [1, 1], [31, 26_000], [70_000, 31], [123_457, 98_765]] as const) {
      const a = randomBytes(lengthA);
      const b = randomBytes(lengthB);
      const joined = Buffer.concat([a, b]);
      expect(crc32Combine(crc32(a), crc32(b), crc32Shift(b.length)), `${lengthA}+${lengthB}`).toBe(crc32(joined) >>> 0);
    }
  });
});
