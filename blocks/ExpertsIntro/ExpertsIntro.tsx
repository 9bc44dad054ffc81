// Experts intro (the experts page hero): tagline, heading, sub-heading, markdown text and a large image.
import './ExpertsIntro.css';
import { MarkdownHtml } from '../markdown/MarkdownHtml.tsx';
import type { BlockProps } from '../block-descriptor.ts';
import { BlockHeading } from '../shared/BlockHeading.tsx';
import { CmsImage } from '../shared/CmsImage.tsx';
import { EXPERTS_HERO_BOX } from '../shared/image-boxes.ts';
import { surface } from '../shared/surface.ts';

export function ExpertsIntro({ block, isFirst }: BlockProps<'ExpertsIntro'>) {
  const headingId = `experts-intro-${block.id}`;
  const { className, style } = surface(block.backgroundColour);
  return (
    <section className={`experts-intro ${className}`.trim()} style={style} aria-labelledby={headingId}>
      <div className="experts-intro__inner container">
        <div className="experts-intro__copy">
          <BlockHeading
            id={headingId}
            level={isFirst ? 'h1' : 'h2'}
            align="start"
            tagline={block.tagline}
            heading={block.heading}
            subHeading={block.subHeading}
          />
          <MarkdownHtml className="experts-intro__text" html={block.text} />
        </div>
        {block.image?.data && (
          <div className="experts-intro__media">
            <CmsImage image={block.image} priority={isFirst} box={EXPERTS_HERO_BOX} />
          </div>
        )}
      </div>
    </section>
  );
}
