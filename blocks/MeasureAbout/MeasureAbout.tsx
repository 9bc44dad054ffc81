// Measure about (spec §2 page-measure-up "how to measure"): the measuring steps beside an illustration.
import './MeasureAbout.css';
import { MarkdownHtml } from '../markdown/MarkdownHtml.tsx';
import type { BlockProps } from '../block-descriptor.ts';
import { CmsImage } from '../shared/CmsImage.tsx';
import { box } from '../../content/images/image-box.ts';
import { containerRule } from '../shared/image-boxes.ts';
import { colourVar } from '../shared/colours.ts';

export function MeasureAbout({ block }: BlockProps<'MeasureAbout'>) {
  return (
    <section className="measure-about" style={{ background: colourVar(block.backgroundColour) }}>
      <div className="measure-about__inner container">
        {block.image?.data && (
          <div className="measure-about__media">
            <CmsImage image={block.image} box={box({ from: 992, vw: 45, offsetPx: -37, maxPx: 556 }, containerRule())} />
          </div>
        )}
        <div className="measure-about__copy">
          <h2>{block.heading}</h2>
          {block.subHeading && <p className="measure-about__sub">{block.subHeading}</p>}
          <ol className="measure-about__steps">
            {block.textBlocks.map((step) => (
              <li key={step.id} className="measure-about__step">
                <h3 className="measure-about__step-heading">{step.heading}</h3>
                <MarkdownHtml html={step.text} className="measure-about__step-text" />
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
