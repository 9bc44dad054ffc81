// One file of a product photograph as the Shopify CDN would make it: turned upright, resized without enlarging to
// the width and height asked (cropped to that shape, keeping the region `crop` names, or fitted inside it without
// `crop`), metadata stripped, in the format chosen. A picture is never made larger than the ladder's widest width.
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../content/images/image-widths.ts';
import { MAX_IMAGE_SIDE, type ImageParameters } from './image-parameters.ts';
import { MAX_SOURCE_PIXELS, type ProductPicture } from './product-pictures.ts';

export type PictureFormat = 'avif' | 'webp' | 'jpeg' | 'png';
export const PICTURE_MIME: Record<PictureFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

const WIDEST = Math.max(...IMAGE_WIDTHS);

type Resize = { width: number; height: number; fit: 'cover' | 'inside'; position?: string; withoutEnlargement?: boolean };

/** The resize that makes the asked file from a picture of this size. */
export function resizeFor(picture: Pick<ProductPicture, 'width' | 'height'>, { width, height, crop }: ImageParameters): Resize {
  if (width !== undefined && height !== undefined && crop) {
    // No enlargement: a box larger than the picture shrinks, keeping its shape, until the picture covers it.
    const shrink = Math.min(1, picture.width / width, picture.height / height);
    return { width: Math.max(1, Math.floor(width * shrink)), height: Math.max(1, Math.floor(height * shrink)), fit: 'cover', position: crop };
  }
  return { width: width ?? WIDEST, height: height ?? MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true };
}

/** Tuned for photographs, as the site's own image service encodes them. */
function encode(pipeline: sharp.Sharp, format: PictureFormat): sharp.Sharp {
  if (format === 'avif') return pipeline.avif({ quality: 52, effort: 3, chromaSubsampling: '4:2:0' });
  if (format === 'webp') return pipeline.webp({ quality: 75, effort: 4, smartSubsample: true });
  if (format === 'png') return pipeline.png({ compressionLevel: 8, adaptiveFiltering: true });
  return pipeline.jpeg({ quality: 75, mozjpeg: true, progressive: true, chromaSubsampling: '4:2:0' });
}

export async function transformPicture(picture: ProductPicture, parameters: ImageParameters, format: PictureFormat): Promise<Buffer> {
  // rotate() applies the camera's orientation; sharp writes no metadata unless asked (colour is converted to sRGB).
  const pipeline = sharp(picture.bytes, { limitInputPixels: MAX_SOURCE_PIXELS }).rotate().resize(resizeFor(picture, parameters));
  return encode(pipeline, format).toBuffer();
}
