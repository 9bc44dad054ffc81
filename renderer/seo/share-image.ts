// The image shown when a page is shared (Open Graph, Twitter card): the page's CMS meta image, or the home
// page's when a page has none, so every shared link gets a picture.
import type { MediaRelation } from '../../content/cms-types.ts';
import { mediaUrl, type MediaSource } from '../../content/media-url.ts';
import type { ContentSnapshot } from '../../content/content-snapshot.ts';
import { HOME_SLUG } from '../../content/page-path.ts';

export type ShareImage = { url: string; width: number | null; height: number | null; alt: string };

export function shareImageFrom(relation: MediaRelation | null | undefined, mediaSource: MediaSource): ShareImage | null {
  const media = relation?.data?.attributes;
  if (!media) return null;
  return { url: mediaUrl(mediaSource, media), width: media.width, height: media.height, alt: media.alternativeText ?? '' };
}

export function siteShareImage(content: ContentSnapshot, mediaSource: MediaSource): ShareImage | null {
  return shareImageFrom(content.pages.get(HOME_SLUG)?.seo?.metaImage, mediaSource);
}
