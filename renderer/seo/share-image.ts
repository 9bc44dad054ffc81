// The image shown when a page is shared (Open Graph, Twitter card): the page's CMS meta image, or the home
// page's when a page has none, so every shared link gets a picture: a photograph is cropped to Open Graph's shape
// around its focal point and sent at the width the networks show, never the camera original.
import type { MediaRelation } from '../../content/cms-types.ts';
import { mediaUrl, type MediaSource } from '../../content/media-url.ts';
import { cmsImageSource } from '../../content/images/cms-image-source.ts';
import { cmsImageLoader, isResizable } from '../../content/images/image-loaders.ts';
import type { ContentSnapshot } from '../../content/content-snapshot.ts';
import { HOME_SLUG } from '../../content/page-path.ts';

export type ShareImage = { url: string; width: number | null; height: number | null; alt: string };

/** Open Graph's own shape (1.91:1) at about the 1,200 px width the networks show, as a JPEG every crawler reads. */
const SHARE_WIDTH = 1242;
const SHARE_ASPECT = 1.91;

export function shareImageFrom(relation: MediaRelation | null | undefined, mediaSource: MediaSource): ShareImage | null {
  const media = relation?.data?.attributes;
  if (!media) return null;
  const alt = media.alternativeText ?? '';
  const source = cmsImageSource(mediaSource, media);
  const url = isResizable(source) ? cmsImageLoader(mediaSource).fileUrl(source, { width: SHARE_WIDTH, aspect: SHARE_ASPECT, format: 'jpeg' }) : null;
  if (!url) return { url: mediaUrl(mediaSource, media), width: media.width, height: media.height, alt };
  const width = Math.min(SHARE_WIDTH, media.width ?? SHARE_WIDTH);
  return { url, width, height: Math.round(width / SHARE_ASPECT), alt };
}

export function siteShareImage(content: ContentSnapshot, mediaSource: MediaSource): ShareImage | null {
  return shareImageFrom(content.pages.get(HOME_SLUG)?.seo?.metaImage, mediaSource);
}
