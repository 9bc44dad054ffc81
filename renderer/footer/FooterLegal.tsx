import type { ChromeLink } from '../../content/site-chrome.ts';

/** Terms, privacy and other legal pages from the CMS footer. */
export function FooterLegal({ links }: { links: ChromeLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label="Legal">
      <ul className="footer-legal">
        {links.map((link) => (
          <li key={link.href + link.label}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
