// Experts process: the makers' steps as an editorial sequence, image and text alternating sides.
import './ExpertsProcess.css';
import { MarkdownHtml } from '../markdown/MarkdownHtml.tsx';
import type { BlockProps } from '../block-descriptor.ts';
import { BlockHeading } from '../shared/BlockHeading.tsx';
import { CmsImage } from '../shared/CmsImage.tsx';
import { box } from '../../content/images/image-box.ts';
import { containerRule } from '../shared/image-boxes.ts';
import { surface } from '../shared/surface.ts';
import { Tagline } from '../shared/Tagline.tsx';

export function ExpertsProcess({ block }: BlockProps<'ExpertsProcess'>) {
  const headingId = `experts-process-${block.id}`;
  const { className, style } = surface(block.backgroundColour);
  return (
    <section className={`experts-process ${className}`.trim()} style={style} aria-labelledby={headingId}>
      <div className="container">
        <BlockHeading id={headingId} heading={block.heading} subHeading={block.subHeading} />
        <ol className="experts-process__steps">
          {block.processBlocks.map((step) => (
            <li key={step.id} className="experts-process__step">
              {step.image?.data && (
                <div className="experts-process__media">
                  <CmsImage image={step.image} box={box({ from: 768, vw: 53, offsetPx: -30, maxPx: 670, aspect: 16 / 10 }, containerRule(16 / 10))} />
                </div>
              )}
              <div className="experts-process__copy">
                <Tagline tagline={step.tagline} variant="numeral" />
                <h3 className="experts-process__heading">{step.heading}</h3>
                <MarkdownHtml className="experts-process__text" html={step.text} />
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
