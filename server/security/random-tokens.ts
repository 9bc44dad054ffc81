// Unguessable tokens (session ids) from the operating system's CSPRNG. Asking it for 16 bytes
// per request costs far more than the bytes themselves, so random bytes are drawn 4 KB at a time and handed
// out once each; every byte still comes from the CSPRNG and none is ever reused.
import { randomFillSync } from 'node:crypto';

const POOL_BYTES = 4096;
const pool = Buffer.allocUnsafe(POOL_BYTES);
let offset = POOL_BYTES;

/** `bytes` fresh random bytes as base64url (no padding). */
export function randomToken(bytes: number): string {
  if (bytes > POOL_BYTES) return randomFillSync(Buffer.allocUnsafe(bytes)).toString('base64url');
  if (offset + bytes > POOL_BYTES) {
    randomFillSync(pool);
    offset = 0;
  }
  const token = pool.toString('base64url', offset, offset + bytes);
  // Handed-out bytes are wiped so they can never be handed out or read again.
  pool.fill(0, offset, offset + bytes);
  offset += bytes;
  return token;
}
