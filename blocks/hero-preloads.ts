// The preloads for the image that opens a page (its LCP candidate), so it starts loading with the HTML instead
// of after the stylesheet, the fonts and the layout: the opening block's hero images, as its descriptor states them.
import type { HeroImage } from './block-descriptor.ts';
import type { PageBlock } from '../content/cms-types.ts';
import { mediaUrl, type MediaSource } from '../content/media-url.ts';
import { blockDescriptors, isRegisteredBlock } from './registry.ts';
import { imageSrcSet } from './shared/image-sources.ts';

export type ImagePreload = { href: string; imageSrcSet?: string; imageSizes?: string; media?: string };

export function imagePreloads(mediaBase: MediaSource, heroes: readonly HeroImage[]): ImagePreload[] {
  return heroes.flatMap((hero) => {
    const media = hero.image?.data?.attributes;
    if (!media) return [];
    const srcSet = hero.originalOnly ? undefined : imageSrcSet(mediaBase, media);
    return [{ href: mediaUrl(mediaBase, media), imageSrcSet: srcSet, imageSizes: srcSet ? (hero.sizes ?? '100vw') : undefined, media: hero.media }];
  });
}

/** The opening block's hero image preloads; none when the page does not open with an image block. */
export function openingBlockPreloads(mediaBase: MediaSource, blocks: readonly PageBlock[] | undefined): ImagePreload[] {
  const first = blocks?.[0];
  if (!first || !isRegisteredBlock(first.componentName)) return [];
  const descriptor = blockDescriptors[first.componentName] as { heroImages?: (block: PageBlock) => HeroImage[] };
  return imagePreloads(mediaBase, descriptor.heroImages?.(first) ?? []);
}
