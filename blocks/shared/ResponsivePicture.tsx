// One image rule for every picture on the site, CMS or shop: the component states the box the picture fills, the
// loader of where it lives names the files, and the browser picks the file that fits (AVIF, WebP or the fallback,
// at the pixels the box needs). Lazy below the fold; the opening image is eager, high priority and preloaded with the
// same srcset (blocks/hero-preloads.ts). A placeholder shows until the photograph arrives, in the same box, so
// nothing shifts.
import type { CSSProperties } from 'react';
import type { ImageLoader, ImageSource } from '../../content/images/image-loaders.ts';
import { pictureData, type PictureView } from '../../content/images/picture-sources.ts';

export type ResponsivePictureProps = {
  /** What to show under each media condition, the catch-all last (content/images/picture-sources.ts viewsOf). */
  views: readonly PictureView[];
  loader: ImageLoader;
  alt: string;
  priority?: boolean;
  className?: string;
  /** A CSS background shown until an opaque photograph has loaded (a colour or a tiny data: image). */
  placeholder?: string | null;
};

/** The width and height attributes: the box's own shape where it crops, the picture's where it does not. */
function intrinsicSize(source: ImageSource, aspect: number | undefined): { width?: number; height?: number } {
  if (!source.width) return {};
  if (aspect !== undefined) return { width: source.width, height: Math.round(source.width / aspect) };
  return { width: source.width, height: source.height ?? undefined };
}

function styleOf(source: ImageSource, placeholder: string | null | undefined): CSSProperties | undefined {
  const style: CSSProperties = {};
  // A crop made by CSS (object-fit: cover) keeps the editor's focal point in view too.
  if (source.focus) style.objectPosition = `${source.focus.x}% ${source.focus.y}%`;
  // Only behind opaque files: a transparent PNG would show it through.
  if (placeholder && source.mime === 'image/jpeg') Object.assign(style, { background: placeholder, backgroundSize: 'cover' });
  return Object.keys(style).length > 0 ? style : undefined;
}

export function ResponsivePicture({ views, loader, alt, priority = false, className, placeholder }: ResponsivePictureProps) {
  const { sources, img } = pictureData(views, loader, { lazy: !priority });
  const shown = views[views.length - 1]!;
  const image = (
    <img
      className={className}
      src={img.src}
      srcSet={img.srcSet}
      sizes={img.sizes}
      {...intrinsicSize(shown.source, shown.aspect)}
      alt={alt}
      style={styleOf(shown.source, placeholder)}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  );
  if (sources.length === 0) return image;
  return (
    <picture>
      {sources.map((s) => (
        <source key={`${s.media ?? ''}${s.type ?? ''}`} type={s.type} media={s.media} srcSet={s.srcSet} sizes={s.sizes} />
      ))}
      {image}
    </picture>
  );
}
