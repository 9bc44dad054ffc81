// A picture's markup data from the box it fills and the loader of where it lives: the <source>s of a <picture>
// (one per format the site's service offers, per shape the box crops to) and the <img>'s own srcset. The same
// data writes the <img> and the preload of an opening image, so the preload fetches the very file the page uses.
import { pixelRange, shapeGroups, sizesOf, type ImageBox } from './image-box.ts';
import type { ImageLoader, ImageSource } from './image-loaders.ts';
import type { OutputFormat } from './image-service-path.ts';
import { candidateWidths } from './image-widths.ts';

export type PictureSource = { type?: string; media?: string; srcSet: string; sizes: string };
export type PictureData = {
  /** Modern formats and other shapes, in the order the browser must try them. */
  sources: PictureSource[];
  img: { src: string; srcSet?: string; sizes?: string };
  /** The shape the box gives the picture at the widest viewport (for the <img>'s width and height attributes). */
  aspect: number | undefined;
};

const MODERN_FORMATS = ['avif', 'webp'] as const satisfies readonly OutputFormat[];
const MIME: Record<OutputFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

/** Pictures the service leaves as they are: drawings (SVG), animations and anything that is not a raster photo. */
export function isResizable(source: ImageSource): boolean {
  return ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/tiff'].includes(source.mime);
}

/** The fallback format for browsers without AVIF or WebP: PNG keeps transparency, JPEG the rest. */
function fallbackFormat(source: ImageSource): OutputFormat {
  return source.mime === 'image/png' ? 'png' : 'jpeg';
}

function srcSetOf(loader: ImageLoader, source: ImageSource, rules: ImageBox, aspect: number | undefined, format: OutputFormat | null): string | null {
  const entries: string[] = [];
  for (const candidate of candidateWidths(pixelRange(rules), source.width)) {
    const url = loader.fileUrl(source, { width: candidate.width, aspect, format });
    if (url === null) return null;
    entries.push(`${url} ${candidate.pixels}w`);
  }
  return entries.join(', ');
}

export function pictureData(source: ImageSource, imageBox: ImageBox, loader: ImageLoader): PictureData {
  const original: PictureData = { sources: [], img: { src: source.url }, aspect: undefined };
  if (!isResizable(source)) return original;
  const groups = shapeGroups(imageBox);
  const fallback = loader.negotiatesFormat ? null : fallbackFormat(source);
  const sources: PictureSource[] = [];
  const last = groups[groups.length - 1]!;
  for (const group of groups) {
    const sizes = sizesOf(group.rules);
    const formats: (OutputFormat | null)[] = loader.negotiatesFormat ? [null] : [...MODERN_FORMATS, fallback];
    for (const format of formats) {
      // The last shape's fallback is the <img> itself.
      if (group === last && format === fallback) continue;
      const srcSet = srcSetOf(loader, source, group.rules, group.aspect, format);
      if (srcSet === null) return original;
      sources.push({ ...(format ? { type: MIME[format] } : {}), ...(group.media ? { media: group.media } : {}), srcSet, sizes });
    }
  }
  const srcSet = srcSetOf(loader, source, last.rules, last.aspect, fallback);
  if (srcSet === null) return original;
  const entries = srcSet.split(', ');
  // The src (for browsers without srcset) is a middle-sized file, never the full original.
  const src = entries[Math.floor((entries.length - 1) / 2)]!.replace(/ \d+w$/, '');
  return { sources, img: { src, srcSet, sizes: sizesOf(last.rules) }, aspect: groups[0]!.aspect };
}
