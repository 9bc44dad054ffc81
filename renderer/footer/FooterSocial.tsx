// Social links with the CMS icons; each link is named by its label (the icon is decorative).
import { useId } from 'react';
import type { SiteChrome } from '../../content/site-chrome.ts';

export function FooterSocial({ social }: { social: NonNullable<SiteChrome['footer']['social']> }) {
  const headingId = useId();
  return (
    <section className="footer-social" aria-labelledby={headingId}>
      <h2 className="site-footer__heading" id={headingId}>
        {social.heading}
      </h2>
      <ul className="footer-social__list">
        {social.links.map((link) => (
          <li key={link.href}>
            <a className="footer-social__link" href={link.href} target="_blank" rel="noopener noreferrer">
              {link.icon ? <img src={link.icon} width={22} height={22} alt="" loading="lazy" decoding="async" /> : <span aria-hidden="true">{link.label}</span>}
              <span className="visually-hidden">{`${link.label} (opens in a new tab)`}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
