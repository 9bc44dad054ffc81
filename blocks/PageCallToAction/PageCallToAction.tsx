// Page call to action (spec §2 "Other blocks"): heading, text and button over a background image.
import './PageCallToAction.css';
import type { BlockProps } from '../block-descriptor.ts';
import { CmsButton } from '../shared/CmsButton.tsx';
import { CmsImage } from '../shared/CmsImage.tsx';
import { CALL_TO_ACTION_BACKDROP_BOX } from '../shared/image-boxes.ts';

export function PageCallToAction({ block }: BlockProps<'PageCallToAction'>) {
  const hasImage = Boolean(block.backgroundImage?.data);
  const light = block.darkMode || hasImage;
  return (
    <section className={`page-cta${light ? ' page-cta--light-text' : ''}${block.darkMode ? ' page-cta--dark' : ''}`}>
      {hasImage && (
        <div className="page-cta__backdrop">
          <CmsImage image={block.backgroundImage} box={CALL_TO_ACTION_BACKDROP_BOX} decorative />
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
