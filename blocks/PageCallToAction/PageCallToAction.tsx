// Page call to action (spec §2 "Other blocks"): heading, text and button over a background image.
import './PageCallToAction.css';
import type { BlockProps } from '../block-descriptor.ts';
import { CmsButton } from '../shared/CmsButton.tsx';
import { CmsImage } from '../shared/CmsImage.tsx';
import { box, fixedBox } from '../../content/images/image-box.ts';
import { containerRule } from '../shared/image-boxes.ts';

export function PageCallToAction({ block }: BlockProps<'PageCallToAction'>) {
  const hasImage = Boolean(block.backgroundImage?.data);
  const light = block.darkMode || hasImage;
  return (
    <section className={`page-cta${light ? ' page-cta--light-text' : ''}${block.darkMode ? ' page-cta--dark' : ''}`}>
      {hasImage && (
        <div className="page-cta__backdrop">
          <CmsImage image={block.backgroundImage} box={box({ from: 992, vw: 100, aspect: 21 / 9 }, { from: 576, vw: 100, aspect: 16 / 9 }, { vw: 100, aspect: 3 / 4 })} decorative />
        </div>
      )}
      <div className="page-cta__inner container">
        <h2 className="page-cta__heading">{block.heading}</h2>
        {block.subHeading && <p className="page-cta__sub">{block.subHeading}</p>}
        {block.button && <CmsButton button={block.button} />}
      </div>
    </section>
  );
}
