// CMS images as picture views: each image in the box it fills, under the media condition it is shown at (art
// direction). The component (CmsImage.tsx) and the opening image's preload (blocks/hero-preloads.ts) share this.
import type { MediaRelation } from '../../content/cms-types.ts';
import type { ImageBox } from '../../content/images/image-box.ts';
import { cmsImageSource } from '../../content/images/cms-image-source.ts';
import type { MediaSource } from '../../content/media-url.ts';
import { viewsOf, type PictureView } from '../../content/images/picture-sources.ts';

/** One CMS image in one box, shown from a media condition on (none: everywhere the earlier ones are not). */
export type CmsView = { image: MediaRelation | null | undefined; box: ImageBox; media?: string };

/** The picture views of CMS images; an image that is not attached is left out. */
export function cmsPictureViews(mediaSource: MediaSource, views: readonly CmsView[]): PictureView[] {
  return views.flatMap(({ image, box, media }) => {
    const attributes = image?.data?.attributes;
    if (!attributes) return [];
    const own = viewsOf(cmsImageSource(mediaSource, attributes), box);
    return media ? own.map((view) => ({ ...view, media: view.media ? `${media} and ${view.media}` : media })) : own;
  });
}
