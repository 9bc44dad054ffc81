// The preloads for the image that opens a page (its LCP candidate), so it starts loading with the HTML instead
// of after the stylesheet, the fonts and the layout: the opening block's hero images, as its descriptor states them.
// Each preload is written from the same views as the <picture> (the best format the page offers, same srcset and
// sizes, the same media condition), so the browser fetches the file once.
import type { HeroImage } from './block-descriptor.ts';
import type { PageBlock } from '../content/cms-types.ts';
import type { MediaSource } from '../content/media-url.ts';
import { cmsImageLoader } from '../content/images/image-loaders.ts';
import { viewSources, type PictureView } from '../content/images/picture-sources.ts';
import { blockDescriptors, isRegisteredBlock } from './registry.ts';
import { cmsPictureViews } from './shared/cms-picture-views.ts';

export type ImagePreload = { href?: string; imageSrcSet?: string; imageSizes?: string; media?: string; type?: string };

const MIN_WIDTH = /^\(min-width: (\d+(?:\.\d+)?)px\)$/;

/**
 * The media condition a view is really shown under: its own, and below the narrowest `(min-width)` of the views
 * before it (the browser takes the first <source> that matches). Null when that cannot be one media query.
 */
function shownUnder(view: PictureView, earlier: readonly PictureView[]): string | undefined | null {
  if (earlier.length === 0) return view.media ?? undefined;
  const widths = earlier.map((other) => MIN_WIDTH.exec(other.media ?? '')?.[1]);
  if (widths.some((width) => width === undefined)) return null;
  const below = `(max-width: ${Math.min(...widths.map(Number)) - 0.02}px)`;
  return view.media ? `${view.media} and ${below}` : below;
}

export function imagePreloads(mediaSource: MediaSource, heroes: readonly HeroImage[]): ImagePreload[] {
  const views = cmsPictureViews(mediaSource, heroes);
  const loader = cmsImageLoader(mediaSource);
  return views.flatMap((view, index): ImagePreload[] => {
    const media = shownUnder(view, views.slice(0, index));
    // A condition that cannot be written as one media query: no preload rather than a wrong one.
    if (media === null) return [];
    const [best] = viewSources(view, loader, false);
    if (!best) return [];
    const where = media ? { media } : {};
    if (!best.sizes) return [{ href: best.srcSet, ...where }];
    return [{ imageSrcSet: best.srcSet, imageSizes: best.sizes, ...(best.type ? { type: best.type } : {}), ...where }];
  });
}

/** The opening block's hero image preloads; none when the page does not open with an image block. */
export function openingBlockPreloads(mediaBase: MediaSource, blocks: readonly PageBlock[] | undefined): ImagePreload[] {
  const first = blocks?.[0];
  if (!first || !isRegisteredBlock(first.componentName)) return [];
  const descriptor = blockDescriptors[first.componentName] as { heroImages?: (block: PageBlock) => HeroImage[] };
  return imagePreloads(mediaBase, descriptor.heroImages?.(first) ?? []);
}
