// Error and not-found screens are not destinations: crawlers are told not to index them and they claim no
// canonical address. The not-found page keeps the CMS '404' page's description for link previews.
import type { ContentSnapshot } from '../../content/content-snapshot.ts';
import type { MediaSource } from '../../content/media-url.ts';
import { pageTitle } from '../../content/brand.ts';
import type { PageSeoTags } from '../../renderer/seo/SeoTags.tsx';
import { shareImageFrom, siteShareImage } from '../../renderer/seo/share-image.ts';
import { type ErrorDetails, NOT_FOUND_SLUG } from './error-details.ts';

export function errorSeoTags({ status, message }: ErrorDetails, content: ContentSnapshot, mediaSource: MediaSource): PageSeoTags {
  const seo = status === 404 ? content.pages.get(NOT_FOUND_SLUG)?.seo : null;
  return {
    title: pageTitle(message),
    description: seo?.metaDescription || null,
    keywords: null,
    canonicalPath: null,
    type: 'website',
    image: shareImageFrom(seo?.metaImage, mediaSource) ?? siteShareImage(content, mediaSource),
    noindex: true,
    structuredData: [],
  };
}
