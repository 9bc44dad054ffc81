// CRC-32 of a concatenation from the CRCs of its parts (zlib's crc32_combine, polynomial arithmetic mod the
// CRC polynomial), so a cached page's CRC costs a few multiplications per response instead of a pass over
// the whole page.
const POLY = 0xedb88320;

/** a × b modulo the CRC polynomial (bit-reflected). */
function multiplyModPoly(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  for (;;) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

// X_TO_2N[k] = x^(2^k) modulo the polynomial.
const X_TO_2N: number[] = [];
for (let k = 0, p = 0x40000000; k < 32; k++) {
  X_TO_2N.push(p);
  p = multiplyModPoly(p, p);
}

/** The operator that shifts a CRC past `length` bytes: x^(8 × length) modulo the polynomial. */
export function crc32Shift(length: number): number {
  let p = 0x80000000; // x^0
  let k = 3; // 8 bits per byte: start at x^(2^3)
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2) p = multiplyModPoly(X_TO_2N[k % 32]!, p);
  }
  return p;
}

/** CRC-32 of A followed by B, from crc(A), crc(B) and the shift operator of B's length. */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModPoly(shiftB, crcA) ^ crcB) >>> 0;
}
