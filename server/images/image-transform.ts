// One picture file from a raster source, with sharp: refused before decoding when it has more pixels than the
// limit, turned upright (EXIF orientation), cropped to the asked shape around the focal point, resized to the
// ladder width without enlargement, converted to sRGB with its metadata (EXIF, GPS, ICC) dropped, and encoded
// with the shared settings (encoder-settings.ts).
import sharp from 'sharp';
import type { ImageServiceRequest, OutputFormat } from '../../content/images/image-service-path.ts';
import { encodeAs, MAX_INPUT_PIXELS } from './encoder-settings.ts';
import { croppedOutputSize, focalCrop } from './focal-crop.ts';
import { ImageServiceError } from './image-errors.ts';

export type TransformRequest = Pick<ImageServiceRequest, 'width' | 'format' | 'aspect' | 'focus'>;
export type TransformedImage = { bytes: Buffer; format: OutputFormat; width: number; height: number };

function decodeFailure(error: unknown): ImageServiceError {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new ImageServiceError(413, `The source has more than the ${MAX_INPUT_PIXELS / 1e6} megapixels the service decodes.`);
  if (/unsupported image format/i.test(message)) return new ImageServiceError(415, 'The source is not an image format the service reads.');
  return new ImageServiceError(422, 'The source could not be decoded.', { detail: message.split('\n')[0] });
}

/** The picture's size as shown (orientations 5–8 turn it a quarter), read from its header alone. */
export async function uprightSize(source: Buffer, maxInputPixels = MAX_INPUT_PIXELS): Promise<{ width: number; height: number; hasAlpha: boolean }> {
  let metadata: sharp.Metadata;
  try {
    // The header alone: no pixel is decoded, so the limit is checked here with the size in the message.
    metadata = await sharp(source, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw decodeFailure(error);
  }
  const { width = 0, height = 0, orientation = 1, hasAlpha = false } = metadata;
  const framePixels = width * (metadata.pageHeight ?? height);
  if (width === 0 || height === 0) throw new ImageServiceError(422, 'The source does not say how large it is.');
  if (framePixels > maxInputPixels)
    throw new ImageServiceError(413, `The source is ${width} × ${height} px, more than the ${maxInputPixels / 1e6} megapixels the service decodes.`);
  return orientation >= 5 ? { width: height, height: width, hasAlpha } : { width, height, hasAlpha };
}

export async function transformImage(source: Buffer, request: TransformRequest, maxInputPixels = MAX_INPUT_PIXELS): Promise<TransformedImage> {
  const upright = await uprightSize(source, maxInputPixels);
  // failOn 'error': camera files with a harmless warning (a truncated thumbnail, an odd marker) still work.
  let pipeline = sharp(source, { limitInputPixels: maxInputPixels, failOn: 'error', sequentialRead: true }).rotate();
  if (request.aspect) {
    const crop = focalCrop(upright, request.aspect, request.focus);
    const size = croppedOutputSize(crop, request.aspect, request.width);
    pipeline = pipeline.extract(crop).resize({ ...size, fit: 'fill' });
  } else {
    pipeline = pipeline.resize({ width: request.width, withoutEnlargement: true });
  }
  // Pixels in sRGB (an embedded profile, Display P3 or Adobe RGB, is applied first); no metadata is kept.
  pipeline = encodeAs(pipeline.toColourspace('srgb'), request.format, upright.hasAlpha);
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { bytes: data, format: request.format, width: info.width, height: info.height };
  } catch (error) {
    throw decodeFailure(error);
  }
}
