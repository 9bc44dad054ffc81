// How it works (spec §2 page-how-it-works "3-step explanation"): numbered, illustrated steps and an optional button.
import './HowItWorks.css';
import { MarkdownHtml } from '../markdown/MarkdownHtml.tsx';
import type { BlockProps } from '../block-descriptor.ts';
import { BlockHeading } from '../shared/BlockHeading.tsx';
import { CmsButton } from '../shared/CmsButton.tsx';
import { CmsImage } from '../shared/CmsImage.tsx';
import { box } from '../../content/images/image-box.ts';
import { containerRule } from '../shared/image-boxes.ts';
import { surface } from '../shared/surface.ts';
import { Tagline } from '../shared/Tagline.tsx';

export function HowItWorks({ block }: BlockProps<'HowItWorks'>) {
  const headingId = `how-it-works-${block.id}`;
  const { className, style } = surface(block.backgroundColour);
  return (
    <section className={`how-it-works ${className}`.trim()} style={style} aria-labelledby={headingId}>
      <div className="container">
        <BlockHeading id={headingId} heading={block.heading} subHeading={block.subHeading} />
        <ol className="how-it-works__steps">
          {block.processBlocks.map((step) => (
            <li key={step.id} className="how-it-works__step">
              {step.image?.data && (
                <div className="how-it-works__media">
                  <CmsImage image={step.image} box={box({ from: 768, vw: 30, offsetPx: -20, maxPx: 390, aspect: 4 / 3 }, containerRule(4 / 3))} />
                </div>
              )}
              <Tagline tagline={step.tagline} />
              <h3 className="how-it-works__step-heading">{step.heading}</h3>
              <MarkdownHtml className="how-it-works__text" html={step.text} />
            </li>
          ))}
        </ol>
        {block.button && (
          <div className="how-it-works__action">
            <CmsButton button={block.button} />
          </div>
        )}
      </div>
    </section>
  );
}
