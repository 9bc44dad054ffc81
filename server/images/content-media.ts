// The uploaded files a piece of CMS content holds, wherever they sit in it (a block's picture, the site's logo,
// a page's share image): found by shape, so a new block kind needs nothing here.
import type { Media } from '../../content/cms-types.ts';

/** A Media object (an uploaded file), told apart from its formats by the `formats` field only files have. */
export function isMedia(value: object): value is Media {
  const media = value as Partial<Media>;
  return typeof media.hash === 'string' && typeof media.url === 'string' && typeof media.mime === 'string' && 'formats' in value;
}

export function eachMedia(value: unknown, visit: (media: Media) => void): void {
  if (Array.isArray(value)) for (const item of value) eachMedia(item, visit);
  else if (value && typeof value === 'object') {
    if (isMedia(value)) visit(value);
    else for (const child of Object.values(value)) if (child && typeof child === 'object') eachMedia(child, visit);
  }
}
