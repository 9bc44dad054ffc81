// The query parameters of a product image URL, as the Shopify CDN takes them (`?width=…&height=…&crop=center`, the
// ones Hydrogen's Image writes) and as `Image.url(transform:)` writes them: one owner for reading and writing.
// Widths are the site's ladder (content/images/image-widths.ts) and heights the ones its listed crop shapes give at
// that width (a height alone is a ladder value), so the demo shop makes a bounded set of files per picture, like the
// site's own image service; anything else is refused with a reason instead of being made.
import { CROP_ASPECTS, croppedHeight, nearestCropAspect } from '../../content/images/image-service-path.ts';
import { IMAGE_WIDTHS, isLadderWidth, type ImageWidth } from '../../content/images/image-widths.ts';
import { shopError } from './demo-shop-errors.ts';

/** The heights made for a file `width` wide: one per listed crop shape. */
export function heightsFor(width: ImageWidth): number[] {
  return [...new Set(CROP_ASPECTS.map((aspect) => croppedHeight(width, aspect)))].sort((a, b) => a - b);
}

/** Shopify's bound on a transform's width and height ("between 1 and 5760"). */
export const MAX_IMAGE_SIDE = 5760;
export const CROP_REGIONS = ['center', 'top', 'bottom', 'left', 'right'] as const;
export type CropRegion = (typeof CROP_REGIONS)[number];
/** `format=`: what `preferredContentType` asks for (JPG, PNG, WEBP); without it the format follows Accept. */
export const REQUESTED_FORMATS = ['jpg', 'png', 'webp'] as const;
export type RequestedFormat = (typeof REQUESTED_FORMATS)[number];

export type ImageParameters = { width?: ImageWidth; height?: number; crop?: CropRegion; format?: RequestedFormat };

export class ImageParameterError extends Error {}

function oneOf<T extends string>(name: string, raw: string, values: readonly T[]): T {
  const found = values.find((value) => value === raw.toLowerCase());
  if (!found) throw new ImageParameterError(`${name} must be one of ${values.join(', ')}, not "${raw}".`);
  return found;
}

function wholeNumber(name: string, raw: string): number {
  if (!/^\d{1,6}$/.test(raw)) throw new ImageParameterError(`${name} must be a whole number of pixels, not "${raw}".`);
  return Number(raw);
}

/** Reads an image URL's query; throws ImageParameterError (a 400) for a value the shop will not make. Others are ignored, as the CDN ignores them. */
export function readImageParameters(query: URLSearchParams): ImageParameters {
  const parameters: ImageParameters = {};
  const width = query.get('width');
  if (width !== null) {
    const asked = wholeNumber('width', width);
    if (!isLadderWidth(asked)) throw new ImageParameterError(`width ${asked} is not one the shop makes; ask for one of ${IMAGE_WIDTHS.join(', ')}.`);
    parameters.width = asked;
  }
  const height = query.get('height');
  if (height !== null) {
    const asked = wholeNumber('height', height);
    const { width: across } = parameters;
    if (across === undefined && !isLadderWidth(asked))
      throw new ImageParameterError(`height ${asked} is not one the shop makes without a width; ask for one of ${IMAGE_WIDTHS.join(', ')}.`);
    if (across !== undefined && !heightsFor(across).includes(asked)) {
      throw new ImageParameterError(`height ${asked} is not one the shop makes at width ${across}; ask for one of ${heightsFor(across).join(', ')}.`);
    }
    parameters.height = asked;
  }
  const crop = query.get('crop');
  if (crop !== null) parameters.crop = oneOf('crop', crop, CROP_REGIONS);
  const format = query.get('format');
  if (format !== null) parameters.format = oneOf('format', format, REQUESTED_FORMATS);
  return parameters;
}

/** The Storefront's ImageTransformInput, as GraphQL hands it to the resolver. */
export type ImageTransformInput = {
  maxWidth?: number | null;
  maxHeight?: number | null;
  crop?: string | null;
  scale?: number | null;
  preferredContentType?: string | null;
};

function side(name: string, value: number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (value < 1 || value > MAX_IMAGE_SIDE)
    throw shopError(`ImageTransformInput.${name} must be between 1 and ${MAX_IMAGE_SIDE}, not ${value}.`, 'BAD_REQUEST', { input: name });
  return value;
}

/** The widest ladder width not wider than asked (a transform's width is a maximum), or the narrowest rung. */
function ladderWidthAtMost(pixels: number): ImageWidth {
  return [...IMAGE_WIDTHS].reverse().find((width) => width <= pixels) ?? IMAGE_WIDTHS[0];
}

/**
 * `url(transform:)` as the URL parameters the image route answers, as Shopify documents them: maxWidth → width,
 * maxHeight → height, crop → crop, scale multiplies both, preferredContentType → format. The width is the ladder's
 * widest not above the one asked, and the height keeps the nearest listed shape at that width (alone, it is the
 * ladder's widest not above the one asked).
 */
export function transformParameters(transform: ImageTransformInput): ImageParameters {
  const scale = transform.scale ?? 1;
  if (!Number.isInteger(scale) || scale < 1 || scale > 3)
    throw shopError(`ImageTransformInput.scale must be within 1..3, not ${scale}.`, 'BAD_REQUEST', { input: 'scale' });
  const maxWidth = side('maxWidth', transform.maxWidth);
  const maxHeight = side('maxHeight', transform.maxHeight);
  const parameters: ImageParameters = {};
  if (maxWidth !== undefined) {
    parameters.width = ladderWidthAtMost(maxWidth * scale);
    if (maxHeight !== undefined) parameters.height = croppedHeight(parameters.width, nearestCropAspect(maxWidth / maxHeight));
  } else if (maxHeight !== undefined) {
    parameters.height = ladderWidthAtMost(maxHeight * scale);
  }
  // The schema's enums (CropRegion, ImageContentType) are these values upper-cased.
  if (transform.crop) parameters.crop = oneOf('crop', transform.crop, CROP_REGIONS);
  if (transform.preferredContentType) parameters.format = oneOf('preferredContentType', transform.preferredContentType, REQUESTED_FORMATS);
  return parameters;
}

/** Writes parameters onto a URL's query, in the order the CDN's URLs (and Hydrogen's) have them. */
export function writeImageParameters(url: URL, parameters: ImageParameters): URL {
  if (parameters.width !== undefined) url.searchParams.set('width', String(parameters.width));
  if (parameters.height !== undefined) url.searchParams.set('height', String(parameters.height));
  if (parameters.crop) url.searchParams.set('crop', parameters.crop);
  if (parameters.format) url.searchParams.set('format', parameters.format);
  return url;
}
