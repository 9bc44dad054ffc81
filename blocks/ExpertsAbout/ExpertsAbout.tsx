// Experts about: what the makers stand for, as short headed passages beside an image.
import './ExpertsAbout.css';
import { MarkdownHtml } from '../markdown/MarkdownHtml.tsx';
import type { BlockProps } from '../block-descriptor.ts';
import { BlockHeading } from '../shared/BlockHeading.tsx';
import { CmsImage } from '../shared/CmsImage.tsx';
import { box } from '../../content/images/image-box.ts';
import { containerRule } from '../shared/image-boxes.ts';
import { surface } from '../shared/surface.ts';

export function ExpertsAbout({ block }: BlockProps<'ExpertsAbout'>) {
  const headingId = `experts-about-${block.id}`;
  const { className, style } = surface(block.backgroundColour);
  return (
    <section className={`experts-about ${className}`.trim()} style={style} aria-labelledby={headingId}>
      <div className="experts-about__inner container">
        {block.image?.data && (
          <div className="experts-about__media">
            <CmsImage image={block.image} box={box({ from: 768, vw: 44, offsetPx: -25, maxPx: 560, aspect: 4 / 5 }, containerRule(4 / 5))} />
          </div>
        )}
        <div className="experts-about__copy">
          <BlockHeading id={headingId} heading={block.heading} subHeading={block.subHeading} align="start" />
          <dl className="experts-about__passages">
            {block.textBlocks.map((passage) => (
              <div key={passage.id} className="experts-about__passage">
                <dt className="experts-about__passage-heading">{passage.heading}</dt>
                <dd className="experts-about__passage-text">
                  <MarkdownHtml html={passage.text} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
