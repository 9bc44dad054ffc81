// A CMS image drawn by the site's one image rule (ResponsivePicture): the file by the media rule (spec §7), offered at
// the widths and shapes of the box it fills, through the site's image service or the CDN set by IMAGE_RESIZING, with
// the focal point the editor set kept in view. Art direction (another image under a media condition) is a list of views.
import { usePageContext } from 'vike-react/usePageContext';
import type { MediaRelation } from '../../content/cms-types.ts';
import type { ImageBox } from '../../content/images/image-box.ts';
import { cmsImageLoader } from '../../content/images/image-loaders.ts';
import { cmsPictureViews, type CmsView } from './cms-picture-views.ts';
import { ResponsivePicture } from './ResponsivePicture.tsx';

type Props = {
  image: MediaRelation | null | undefined;
  /** The box the image fills at each viewport (content/images/image-box.ts). */
  box: ImageBox;
  priority?: boolean;
  className?: string;
  /** Decorative images get an empty alt so screen readers skip them. */
  decorative?: boolean;
};

export function CmsImage({ image, box, ...rest }: Props) {
  return <CmsPicture views={[{ image, box }]} {...rest} />;
}

/** Several CMS images, one per media condition (art direction): the browser downloads only the one it shows. */
export function CmsPicture({ views, priority = false, className, decorative = false }: Omit<Props, 'image' | 'box'> & { views: readonly CmsView[] }) {
  const { site } = usePageContext();
  const pictureViews = cmsPictureViews(site.mediaSource, views);
  const shown = views
    .map((view) => view.image?.data?.attributes)
    .filter((media) => media !== undefined)
    .at(-1);
  if (!shown || pictureViews.length === 0) return null;
  return (
    <ResponsivePicture
      views={pictureViews}
      loader={cmsImageLoader(site.mediaSource)}
      alt={decorative ? '' : (shown.alternativeText ?? '')}
      priority={priority}
      className={className}
      placeholder={shown.placeholder}
    />
  );
}
