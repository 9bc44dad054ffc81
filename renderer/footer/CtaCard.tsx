// A small call to action (CMS CtaBlock) shared by the footer and the navigation menu.
import './CtaCard.css';
import type { ChromeCta } from '../../content/site-chrome.ts';

type Props = { cta: ChromeCta; headingLevel: 'h2' | 'h3' };

export function CtaCard({ cta, headingLevel: Heading }: Props) {
  return (
    <div className={`cta-card${cta.darkMode ? ' cta-card--dark' : ''}`}>
      <Heading className="cta-card__heading">{cta.heading}</Heading>
      {cta.subHeading && <p className="cta-card__text">{cta.subHeading}</p>}
      <a className="cta-card__link" href={cta.button.href}>
        {cta.button.label}
        <span className="cta-card__arrow" aria-hidden="true">
          →
        </span>
      </a>
    </div>
  );
}
