// What a source's bytes are, from the bytes themselves (magic numbers) rather than a header a server may get
// wrong: a raster picture sharp can resize, an SVG drawing (served as it is, never rasterised), or neither.
export type SourceKind = 'raster' | 'svg';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

const HEIF_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'mif1', 'msf1']);

function isRaster(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, [0xff, 0xd8, 0xff]) || // JPEG
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) || // PNG
    ascii(bytes, 0, 4) === 'GIF8' ||
    (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') ||
    (ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) || // AVIF, HEIF
    startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) ||
    startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]) // TIFF
  );
}

function isSvg(bytes: Uint8Array, contentType: string | null, path: string): boolean {
  if (!/^image\/svg\+xml/i.test(contentType ?? '') && !/\.svg$/i.test(path)) return false;
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 64 * 1024))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return text.startsWith('<') && /<svg[\s>]/i.test(text);
}

export function sourceKindOf(bytes: Uint8Array, contentType: string | null, path: string): SourceKind | null {
  if (isRaster(bytes)) return 'raster';
  return isSvg(bytes, contentType, path) ? 'svg' : null;
}
