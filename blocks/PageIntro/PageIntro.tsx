// Page intro (spec §3): heading, sub-heading, optional tagline and icon over a background image.
import './PageIntro.css';
import type { BlockProps } from '../block-descriptor.ts';
import { CmsImage } from '../shared/CmsImage.tsx';
import { PAGE_INTRO_BACKDROP_BOX } from '../shared/image-boxes.ts';
import { fixedBox } from '../../content/images/image-box.ts';
import { Tagline } from '../shared/Tagline.tsx';
import { colourVar, isDarkColour } from '../shared/colours.ts';

export function PageIntro({ block, isFirst }: BlockProps<'PageIntro'>) {
  const Heading = isFirst ? 'h1' : 'h2';
  const hasImage = Boolean(block.backgroundImage?.data);
  const dark = hasImage || isDarkColour(block.backgroundColour);
  return (
    <section className={`page-intro${dark ? ' page-intro--dark' : ''}`} style={{ background: colourVar(block.backgroundColour) }}>
      {hasImage && (
        <div className="page-intro__backdrop">
          <CmsImage image={block.backgroundImage} priority={isFirst} box={PAGE_INTRO_BACKDROP_BOX} decorative />
        </div>
      )}
      <div className="page-intro__inner container">
        {block.icon?.data && (
          <div className="page-intro__icon">
            <CmsImage image={block.icon} decorative box={fixedBox(64)} />
          </div>
        )}
        <Tagline tagline={block.tagline} />
        <Heading className="page-intro__heading">{block.heading}</Heading>
        {block.subHeading && <p className="page-intro__sub">{block.subHeading}</p>}
      </div>
    </section>
  );
}
