// A picture's markup data from the box it fills and the loader of where it lives: the <source>s of a <picture>
// (one per format the site's service offers, per view: each shape the box crops to, or each image of an
// art-directed pair) and the <img>'s own srcset. The same data writes the <img> and the preload of an opening
// image, so the preload fetches the very file the page then uses.
import { pixelRange, shapeGroups, sizesOf, type BoxRule, type ImageBox } from './image-box.ts';
import { isResizable, type ImageLoader, type ImageSource } from './image-loaders.ts';
import type { OutputFormat } from './image-service-path.ts';
import { candidateWidths } from './image-widths.ts';

/** What the browser shows under one media condition: a source cropped to one shape (null media: the rest). */
export type PictureView = { source: ImageSource; rules: readonly BoxRule[]; aspect: number | undefined; media: string | null };
export type PictureSource = { type?: string; media?: string; srcSet: string; sizes?: string };
export type PictureData = {
  /** Modern formats and the other views, in the order the browser must try them. */
  sources: PictureSource[];
  img: { src: string; srcSet?: string; sizes?: string };
};

const MODERN_FORMATS = ['avif', 'webp'] as const satisfies readonly OutputFormat[];
export const FORMAT_MIME: Record<OutputFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

/** The views of one source in one box: one per shape the box crops it to, widest viewports first. */
export function viewsOf(source: ImageSource, box: ImageBox): PictureView[] {
  // A drawing is the same file at every width and shape: one view.
  if (!isResizable(source)) return [{ source, rules: box, aspect: undefined, media: null }];
  return shapeGroups(box).map((group) => ({ source, rules: group.rules, aspect: group.aspect, media: group.media }));
}

/** The fallback format for browsers without AVIF or WebP: PNG keeps transparency, JPEG the rest. */
function fallbackFormat(source: ImageSource): OutputFormat {
  return source.mime === 'image/png' ? 'png' : 'jpeg';
}

function srcSetOf(loader: ImageLoader, view: PictureView, format: OutputFormat | null): string | null {
  if (!isResizable(view.source)) return null;
  const entries: string[] = [];
  for (const candidate of candidateWidths(pixelRange(view.rules), view.source.width)) {
    const url = loader.fileUrl(view.source, { width: candidate.width, aspect: view.aspect, format });
    if (url === null) return null;
    entries.push(`${url} ${candidate.pixels}w`);
  }
  return entries.join(', ');
}

/** The formats offered for a view, best first; null is "whatever the loader's server negotiates". */
function formatsOf(loader: ImageLoader, source: ImageSource): (OutputFormat | null)[] {
  return loader.negotiatesFormat ? [null] : [...MODERN_FORMATS, fallbackFormat(source)];
}

/** One view as <source>s, best format first; a source the loader cannot resize is offered as it is. */
export function viewSources(view: PictureView, loader: ImageLoader, lazy: boolean): PictureSource[] {
  const media = view.media ? { media: view.media } : {};
  const sizes = sizesOf(view.rules, lazy);
  const sources: PictureSource[] = [];
  for (const format of formatsOf(loader, view.source)) {
    const srcSet = srcSetOf(loader, view, format);
    if (srcSet === null) return [{ ...media, srcSet: view.source.url }];
    sources.push({ ...(format ? { type: FORMAT_MIME[format] } : {}), ...media, srcSet, sizes });
  }
  return sources;
}

/** `lazy`: the picture loads when it nears the viewport (its sizes may then start with `auto`). */
export function pictureData(views: readonly PictureView[], loader: ImageLoader, { lazy }: { lazy: boolean }): PictureData {
  const last = views[views.length - 1]!;
  const sources = views.slice(0, -1).flatMap((view) => viewSources(view, loader, lazy));
  const own = viewSources({ ...last, media: null }, loader, lazy);
  // The last view's fallback format is the <img> itself; its modern formats come before it.
  const fallback = own[own.length - 1]!;
  sources.push(...own.slice(0, -1));
  if (!fallback.sizes) return { sources, img: { src: fallback.srcSet } };
  const entries = fallback.srcSet.split(', ');
  // The src (for browsers without srcset) is a middle-sized file, never the full original.
  const src = entries[Math.floor((entries.length - 1) / 2)]!.replace(/ \d+w$/, '');
  return { sources, img: { src, srcSet: fallback.srcSet, sizes: fallback.sizes } };
}
