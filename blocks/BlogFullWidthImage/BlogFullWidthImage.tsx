// Blog full-width image (spec §2 blog blocks): a wide article image with the CMS caption beneath it.
import './BlogFullWidthImage.css';
import type { BlockProps } from '../block-descriptor.ts';
import { CmsImage } from '../shared/CmsImage.tsx';

export function BlogFullWidthImage({ block }: BlockProps<'BlogFullWidthImage'>) {
  return (
    <figure className="blog-full-width-image">
      <CmsImage image={block.image} sizes="(min-width: 1240px) 1240px, 100vw" />
      {block.caption && <figcaption className="blog-full-width-image__caption">{block.caption}</figcaption>}
    </figure>
  );
}
