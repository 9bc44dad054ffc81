import type { ChromeLink } from '../../content/site-chrome.ts';
import { PrivacyChoicesButton } from '../privacy/PrivacyChoices.tsx';

/** Terms, privacy and other legal pages from the CMS footer, and the button that opens the privacy choices. */
export function FooterLegal({ links, privacyLabel }: { links: ChromeLink[]; privacyLabel: string | null }) {
  if (links.length === 0 && !privacyLabel) return null;
  return (
    <nav aria-label="Legal">
      <ul className="footer-legal">
        {links.map((link) => (
          <li key={link.href + link.label}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
        {privacyLabel && (
          <li>
            <PrivacyChoicesButton label={privacyLabel} />
          </li>
        )}
      </ul>
    </nav>
  );
}
