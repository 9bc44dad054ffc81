// How-it-works intro (the how-it-works page hero): tagline, heading, sub-heading and an image.
import './HowItWorksIntro.css';
import type { BlockProps } from '../block-descriptor.ts';
import { BlockHeading } from '../shared/BlockHeading.tsx';
import { CmsImage } from '../shared/CmsImage.tsx';
import { HOW_IT_WORKS_HERO_BOX } from '../shared/image-boxes.ts';
import { surface } from '../shared/surface.ts';

export function HowItWorksIntro({ block, isFirst }: BlockProps<'HowItWorksIntro'>) {
  const headingId = `how-it-works-intro-${block.id}`;
  const { className, style } = surface(block.backgroundColour);
  return (
    <section className={`how-it-works-intro ${className}`.trim()} style={style} aria-labelledby={headingId}>
      <div className="how-it-works-intro__inner container">
        <BlockHeading
          className="how-it-works-intro__copy"
          id={headingId}
          level={isFirst ? 'h1' : 'h2'}
          align="start"
          tagline={block.tagline}
          heading={block.heading}
          subHeading={block.subHeading}
        />
        {block.image?.data && (
          <div className="how-it-works-intro__media">
            <CmsImage image={block.image} priority={isFirst} box={HOW_IT_WORKS_HERO_BOX} />
          </div>
        )}
      </div>
    </section>
  );
}
