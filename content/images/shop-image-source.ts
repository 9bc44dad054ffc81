// A shop picture (a variant's or product's Image from the Storefront API) as a picture source: its URL, its size as
// the shop answers it, and its file type read from the URL's extension (the Storefront's Image has no MIME type), so
// a drawing (SVG) or an animation is used as it is while a photograph is offered at the widths its box needs.
import type { VariantImage } from '../../clients/storefront/reshape.ts';
import type { ImageSource } from './image-loaders.ts';

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** The file type of a shop image URL; one without a known extension is not resized (it is used as it is). */
export function shopImageMime(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  return MIME_BY_EXTENSION[extension] ?? 'application/octet-stream';
}

export function shopImageSource(image: Pick<VariantImage, 'url' | 'width' | 'height'>): ImageSource {
  return { url: image.url, width: image.width, height: image.height, mime: shopImageMime(image.url) };
}
