// Blog full-width image (spec §2 blog blocks): a wide article image with the CMS caption beneath it.
import './BlogFullWidthImage.css';
import type { BlockProps } from '../block-descriptor.ts';
import { CmsImage } from '../shared/CmsImage.tsx';
import { box } from '../../content/images/image-box.ts';
import { containerRule } from '../shared/image-boxes.ts';

export function BlogFullWidthImage({ block }: BlockProps<'BlogFullWidthImage'>) {
  return (
    <figure className="blog-full-width-image">
      <CmsImage image={block.image} box={box(containerRule(2, 576), { vw: 100, aspect: 4 / 3 })} />
      {block.caption && <figcaption className="blog-full-width-image__caption">{block.caption}</figcaption>}
    </figure>
  );
}
