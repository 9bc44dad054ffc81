// The header's CMS button (spec §2 "Header"): a link to /{slug}. Following it loads that page afresh, so the
// purchase flow starts anew and the menu is closed there.
import type { ChromeLink } from '../../content/site-chrome.ts';

export function HeaderCmsButton({ link }: { link: ChromeLink }) {
  if (link.external) {
    return (
      <a className="button button--ghost site-header__cta" href={link.href} target="_blank" rel="noopener noreferrer">
        {link.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a className="button button--ghost site-header__cta" href={link.href}>
      {link.label}
    </a>
  );
}
