// A picture of the site chrome (the menu's image, the subscribe and sold-out modals' images), drawn by the site's one
// image rule in the box the chrome's CSS gives it.
import { usePageContext } from 'vike-react/usePageContext';
import type { ImageBox } from '../content/images/image-box.ts';
import { cmsImageLoader } from '../content/images/image-loaders.ts';
import { viewsOf } from '../content/images/picture-sources.ts';
import type { ChromeImage } from '../content/site-chrome.ts';
import { ResponsivePicture } from '../blocks/shared/ResponsivePicture.tsx';
import { box } from '../content/images/image-box.ts';
import { containerRule } from '../blocks/shared/image-boxes.ts';

/** The menu's figure: 16:9 across the menu on phones and tablets, a 4:5 column from 992 px (NavigationMenu.css). */
export const MENU_FIGURE_BOX = box({ from: 992, vw: 30, maxPx: 400, aspect: 4 / 5 }, containerRule(16 / 9));
/** A modal's image: the 5fr column beside the form from 768 px, a 16:9 band above it on phones (SubscribeModal.css). */
export const MODAL_IMAGE_BOX = box({ from: 768, px: 440, aspect: 4 / 5 }, { vw: 100, aspect: 16 / 9 });

export function ChromePicture({ image, box }: { image: ChromeImage; box: ImageBox }) {
  const { site } = usePageContext();
  return <ResponsivePicture views={viewsOf(image, box)} loader={cmsImageLoader(site.mediaSource)} alt={image.alt} placeholder={image.placeholder} />;
}
