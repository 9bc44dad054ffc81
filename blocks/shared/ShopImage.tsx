// A shop picture (a variant's or product's image from the Storefront API) drawn by the site's one image rule
// (ResponsivePicture): the Shopify CDN, or the demo shop that answers the same parameters, makes each width of the
// box (`?width=`, with `height` and `crop=center` where the box crops) and picks AVIF or WebP from the browser's
// Accept header, as Hydrogen's Image asks for them. A drawing (SVG) is used as it is.
import type { VariantImage } from '../../clients/storefront/reshape.ts';
import type { ImageBox } from '../../content/images/image-box.ts';
import { shopifyImageLoader } from '../../content/images/image-loaders.ts';
import { viewsOf } from '../../content/images/picture-sources.ts';
import { shopImageSource } from '../../content/images/shop-image-source.ts';
import { ResponsivePicture } from './ResponsivePicture.tsx';

const loader = shopifyImageLoader();

type Props = {
  image: VariantImage;
  /** The box the image fills at each viewport (content/images/image-box.ts), read from the CSS that lays it out. */
  box: ImageBox;
  priority?: boolean;
  className?: string;
  /** Beside text that already names the product (a cart line, a summary tile): an empty alt, so it is not read twice. */
  decorative?: boolean;
};

export function ShopImage({ image, box, priority = false, className, decorative = false }: Props) {
  return (
    <ResponsivePicture
      views={viewsOf(shopImageSource(image), box)}
      loader={loader}
      alt={decorative ? '' : (image.altText ?? '')}
      priority={priority}
      className={className}
    />
  );
}
