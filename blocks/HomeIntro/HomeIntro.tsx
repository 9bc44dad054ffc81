// Home intro (spec §2 "Other blocks"): heading, subheading, two text lines, CMS button, scroll cue, image.
import './HomeIntro.css';
import type { BlockProps } from '../block-descriptor.ts';
import { CmsButton } from '../shared/CmsButton.tsx';
import { CmsImage } from '../shared/CmsImage.tsx';
import { HOME_HERO_BOX } from '../shared/image-boxes.ts';
import { colourVar } from '../shared/colours.ts';

export function HomeIntro({ block, isFirst }: BlockProps<'HomeIntro'>) {
  const Heading = isFirst ? 'h1' : 'h2';
  return (
    <section className="home-intro" style={{ background: colourVar(block.backgroundColour) }} aria-labelledby={`home-intro-${block.id}`}>
      <div className="home-intro__inner container">
        <div className="home-intro__copy">
          {block.textLine1 && <p className="eyebrow home-intro__line1">{block.textLine1}</p>}
          <Heading id={`home-intro-${block.id}`} className="home-intro__heading">
            {block.heading}
          </Heading>
          {block.subHeading && <p className="home-intro__sub">{block.subHeading}</p>}
          {block.textLine2 && <p className="home-intro__line2">{block.textLine2}</p>}
          {block.button && <CmsButton button={block.button} />}
        </div>
        <div className="home-intro__media">
          <CmsImage image={block.image} priority={isFirst} box={HOME_HERO_BOX} />
        </div>
      </div>
      <a className="home-intro__scroll" href={`#after-home-intro-${block.id}`}>
        <span>Scroll</span>
        <span className="home-intro__scroll-line" aria-hidden="true" />
      </a>
      <span id={`after-home-intro-${block.id}`} />
    </section>
  );
}
