// A CMS image: URL from the media base + {hash}/{hash}{ext} (spec §7), intrinsic size to avoid layout shift,
// a srcset from the CMS formats, lazy below the fold and high priority for the first hero.
import { usePageContext } from 'vike-react/usePageContext';
import type { MediaRelation } from '../../content/cms-types.ts';
import { mediaUrl } from '../../content/media-url.ts';
import { imageSrcSet } from './image-sources.ts';

type Props = {
  image: MediaRelation | null | undefined;
  sizes?: string;
  priority?: boolean;
  className?: string;
  /** Decorative images get an empty alt so screen readers skip them. */
  decorative?: boolean;
};

export function CmsImage({ image, sizes = '100vw', priority = false, className, decorative = false }: Props) {
  const { site } = usePageContext();
  const media = image?.data?.attributes;
  if (!media) return null;
  return (
    <img
      className={className}
      src={mediaUrl(site.mediaSource, media)}
      srcSet={imageSrcSet(site.mediaSource, media)}
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
