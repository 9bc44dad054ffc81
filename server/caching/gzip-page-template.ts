// A cached page answers in gzip without compressing it per request, although each response carries its own
// CSP nonce. The page is deflated once in pieces: the text between the placeholders, each piece ending on a
// byte boundary (full flush) so pieces can be chained. A response chains them with its own text for each
// placeholder as stored (uncompressed) deflate blocks between, then a final empty block and the gzip trailer
// (CRC-32 and length of the text as sent). Each piece after the first is compressed with the text before it
// as dictionary, so it still finds repeats there; the placeholder positions in that dictionary are NUL bytes,
// which HTML never contains, so no back-reference can land on text that differs per response. That needs
// every replacement to have one length, known in advance; anything else falls back to plain gzip.
import { Buffer } from 'node:buffer';
import { constants, crc32, deflateRawSync, gzipSync } from 'node:zlib';
import { crc32Combine, crc32Shift } from './crc32-combine.ts';

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** A final, empty stored block: ends the deflate stream. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const DEFLATE_WINDOW = 32 * 1024;
/** CRC-32 and length of the text, little-endian. */
const TRAILER_BYTES = 8;
const LEVEL = 9;

/**
 * Each piece with its length, CRC-32 and the operator that shifts a CRC past it, and the whole gzip stream
 * laid out once: every replacement has one length, so each response is this frame with its own bytes written
 * into the holes (stored blocks already framed) and its own trailer.
 */
type ChainedPieces = {
  pieces: { length: number; crc: number; shift: number }[];
  replacementLength: number;
  replacementShift: number;
  frame: Buffer;
  holes: number[];
};
export type GzipPageTemplate = { body: string; placeholder: string; chained: ChainedPieces | null };

export function gzipPageTemplate(body: string, placeholder: string, replacementLength: number): GzipPageTemplate {
  if (body.includes('\0') || replacementLength > 0xffff) return { body, placeholder, chained: null };
  const filler = Buffer.alloc(replacementLength);
  const pieces: ChainedPieces['pieces'] = [];
  const parts: Buffer[] = [GZIP_HEADER];
  const holes: number[] = [];
  let offset = GZIP_HEADER.length;
  let before = Buffer.alloc(0);
  for (const [index, piece] of body.split(placeholder).map((text) => Buffer.from(text)).entries()) {
    if (index > 0) {
      const stored = storedBlock(filler);
      holes.push(offset + stored.length - replacementLength);
      parts.push(stored);
      offset += stored.length;
    }
    const dictionary = before.subarray(Math.max(0, before.length - DEFLATE_WINDOW));
    const deflated = deflateRawSync(piece, { level: LEVEL, finishFlush: constants.Z_FULL_FLUSH, ...(dictionary.length ? { dictionary } : {}) });
    pieces.push({ length: piece.length, crc: crc32(piece) >>> 0, shift: crc32Shift(piece.length) });
    parts.push(deflated);
    offset += deflated.length;
    before = Buffer.concat([dictionary, piece, filler]);
  }
  parts.push(FINAL_EMPTY_BLOCK, Buffer.alloc(TRAILER_BYTES));
  const frame = Buffer.concat(parts);
  return { body, placeholder, chained: { pieces, replacementLength, replacementShift: crc32Shift(replacementLength), frame, holes } };
}

/** A stored deflate block holding `bytes` as they are (after a full flush the stream is byte-aligned). */
function storedBlock(bytes: Buffer): Buffer {
  const length = bytes.length;
  return Buffer.concat([Buffer.from([0x00, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]), bytes]);
}

/** The gzip bytes of the page with `replacement` in every placeholder. */
export function gzipPage(template: GzipPageTemplate, replacement: string): Buffer {
  const inserted = Buffer.from(replacement);
  const { chained } = template;
  if (!chained || inserted.length !== chained.replacementLength) {
    return gzipSync(template.body.replaceAll(template.placeholder, replacement), { level: 6 });
  }
  const out = Buffer.allocUnsafe(chained.frame.length);
  chained.frame.copy(out);
  for (const hole of chained.holes) inserted.copy(out, hole);
  const insertedCrc = crc32(inserted) >>> 0;
  let crc = 0;
  let length = 0;
  chained.pieces.forEach((piece, index) => {
    if (index > 0) {
      crc = crc32Combine(crc, insertedCrc, chained.replacementShift);
      length += inserted.length;
    }
    crc = crc32Combine(crc, piece.crc, piece.shift);
    length += piece.length;
  });
  out.writeUInt32LE(crc >>> 0, out.length - TRAILER_BYTES);
  out.writeUInt32LE(length % 2 ** 32, out.length - 4);
  return out;
}
