// A CMS image: URL from the media base + {hash}/{hash}{ext} (spec §7), intrinsic size to avoid layout shift,
// a srcset from the CMS formats, lazy below the fold and high priority for the first hero.
import { usePageContext } from 'vike-react/usePageContext';
import type { Media, MediaRelation } from '../../content/cms-types.ts';
import { mediaUrl, type MediaSource } from '../../content/media-url.ts';

type Props = {
  image: MediaRelation | null | undefined;
  sizes?: string;
  priority?: boolean;
  className?: string;
  /** Decorative images get an empty alt so screen readers skip them. */
  decorative?: boolean;
};

function srcSet(base: MediaSource, media: Media): string | undefined {
  const formats = Object.values(media.formats ?? {}).filter((f): f is NonNullable<typeof f> => Boolean(f?.width));
  if (formats.length === 0 || !media.width) return undefined;
  const entries = [...formats.map((f) => `${mediaUrl(base, f)} ${f.width}w`), `${mediaUrl(base, media)} ${media.width}w`];
  return entries.join(', ');
}

export function CmsImage({ image, sizes = '100vw', priority = false, className, decorative = false }: Props) {
  const { site } = usePageContext();
  const media = image?.data?.attributes;
  if (!media) return null;
  return (
    <img
      className={className}
      src={mediaUrl(site.mediaSource, media)}
      srcSet={srcSet(site.mediaSource, media)}
      sizes={sizes}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={decorative ? '' : (media.alternativeText ?? '')}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
