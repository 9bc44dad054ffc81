// Buy steps: the four steps of the purchase flow (Product, Details, Services, Checkout) explained, with a
// button into the flow.
import './BuySteps.css';
import type { BlockProps } from '../block-descriptor.ts';
import { BlockHeading } from '../shared/BlockHeading.tsx';
import { CmsButton } from '../shared/CmsButton.tsx';
import { CmsImage } from '../shared/CmsImage.tsx';
import { box } from '../../content/images/image-box.ts';
import { containerRule } from '../shared/image-boxes.ts';
import { surface } from '../shared/surface.ts';

export function BuySteps({ block }: BlockProps<'BuySteps'>) {
  const headingId = `buy-steps-${block.id}`;
  const { className, style } = surface(block.backgroundColour);
  return (
    <section className={`buy-steps ${className}`.trim()} style={style} aria-labelledby={headingId}>
      <div className="container">
        <BlockHeading id={headingId} heading={block.heading} subHeading={block.subHeading} />
        <ol className="buy-steps__steps">
          {block.steps.map((step, index) => (
            <li key={step.id} className="buy-steps__step">
              {step.image?.data && (
                <div className="buy-steps__media">
                  <CmsImage
                    image={step.image}
                    box={box(
                      { from: 992, vw: 22, offsetPx: -12, maxPx: 290, aspect: 4 / 3 },
                      { from: 576, vw: 46, offsetPx: -20, aspect: 4 / 3 },
                      containerRule(4 / 3),
                    )}
                  />
                </div>
              )}
              <p className="buy-steps__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </p>
              <h3 className="buy-steps__label">
                <span className="visually-hidden">Step {index + 1}: </span>
                {step.label}
              </h3>
              <p className="buy-steps__text">{step.text}</p>
            </li>
          ))}
        </ol>
        {block.button && (
          <div className="buy-steps__action">
            <CmsButton button={block.button} />
          </div>
        )}
      </div>
    </section>
  );
}
