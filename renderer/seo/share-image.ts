// The image shown when a page is shared (Open Graph, Twitter card): the page's CMS meta image, or the home
// page's when a page has none, so every shared link gets a picture.
import type { MediaRelation } from '../../content/cms-types.ts';
import { mediaUrl } from '../../content/media-url.ts';
import type { ContentSnapshot } from '../../content/content-snapshot.ts';
import { HOME_SLUG } from '../../content/page-path.ts';

export type ShareImage = { url: string; width: number | null; height: number | null; alt: string };

export function shareImageFrom(relation: MediaRelation | null | undefined, mediaBaseUrl: string): ShareImage | null {
  const media = relation?.data?.attributes;
  if (!media) return null;
  return { url: mediaUrl(mediaBaseUrl, media), width: media.width, height: media.height, alt: media.alternativeText ?? '' };
}

export function siteShareImage(content: ContentSnapshot, mediaBaseUrl: string): ShareImage | null {
  return shareImageFrom(content.pages.get(HOME_SLUG)?.seo?.metaImage, mediaBaseUrl);
}
