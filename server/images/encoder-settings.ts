// How the image service encodes each output format, in one place, so a benchmark can encode its "ideal" file
// exactly as the service does. Tuned for photographs; AVIF effort 3 measured best on this kind of machine (camera
// JPEGs of 4,200–6,000 px to 1,242 px, one thread: p50 642 ms; effort 4 took 3.7× as long for 3 % fewer bytes,
// effort 2 was no faster and 2 % larger).
import type { AvifOptions, JpegOptions, PngOptions, Sharp, WebpOptions } from 'sharp';
import type { OutputFormat } from '../../content/images/image-service-path.ts';

export const AVIF_SETTINGS = { quality: 52, effort: 3, chromaSubsampling: '4:2:0' } as const satisfies AvifOptions;
export const WEBP_SETTINGS = { quality: 75, effort: 4, smartSubsample: true } as const satisfies WebpOptions;
export const JPEG_SETTINGS = { quality: 75, mozjpeg: true, progressive: true, chromaSubsampling: '4:2:0' } as const satisfies JpegOptions;
/** PNG is the fallback of pictures with transparency: lossless, alpha kept. */
export const PNG_SETTINGS = { compressionLevel: 8, adaptiveFiltering: true } as const satisfies PngOptions;

export const OUTPUT_MIME: Record<OutputFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

/** A source larger than this is refused before it is decoded (a decompression bomb): 50 megapixels. */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Ends a pipeline with the format's encoder; JPEG has no alpha, so transparency is laid on white first. */
export function encodeAs(pipeline: Sharp, format: OutputFormat, hasAlpha: boolean): Sharp {
  if (format === 'avif') return pipeline.avif(AVIF_SETTINGS);
  if (format === 'webp') return pipeline.webp(WEBP_SETTINGS);
  if (format === 'png') return pipeline.png(PNG_SETTINGS);
  return (hasAlpha ? pipeline.flatten({ background: '#ffffff' }) : pipeline).jpeg(JPEG_SETTINGS);
}
