// The site footer (spec §2 "Other blocks"): CTA blocks, the subscribe box, social icons, legal links and the
// acknowledgement text, all from the CMS footer, and the button that opens the privacy choices.
import './footer/SiteFooter.css';
import { usePageContext } from 'vike-react/usePageContext';
import { BRAND_NAME } from '../content/brand.ts';
import { CtaCard } from './footer/CtaCard.tsx';
import { FooterLegal } from './footer/FooterLegal.tsx';
import { FooterSocial } from './footer/FooterSocial.tsx';
import { ChromeIsland } from './islands/ChromeIsland.tsx';
import { FooterSubscribe } from './footer/FooterSubscribe.tsx';

export function SiteFooter() {
  const { footer, privacy } = usePageContext().site;
  const { ctaBlocks, subscribe, social, legal, acknowledgement } = footer;
  return (
    <footer className="site-footer">
      {ctaBlocks.length > 0 && (
        <div className="site-footer__ctas">
          <div className="container site-footer__cta-grid">
            {ctaBlocks.map((cta) => (
              <CtaCard key={cta.heading} cta={cta} headingLevel="h2" />
            ))}
          </div>
        </div>
      )}
      <div className="site-footer__dark">
        <div className="container site-footer__main">
          <div className="site-footer__intro">
            <p className="site-footer__brand">
              Linden <span>&amp;</span> Tuck
            </p>
            {acknowledgement && <p className="site-footer__acknowledgement">{acknowledgement}</p>}
          </div>
          {subscribe && <ChromeIsland name="footer-subscribe" component={FooterSubscribe} props={{ texts: subscribe }} />}
          {social && <FooterSocial social={social} />}
        </div>
        <div className="container site-footer__base">
          <FooterLegal links={legal} privacyLabel={privacy?.linkLabel ?? null} />
          <p className="site-footer__small">
            © {new Date().getFullYear()} {BRAND_NAME}. Made to measure in Australia.
          </p>
        </div>
      </div>
    </footer>
  );
}
