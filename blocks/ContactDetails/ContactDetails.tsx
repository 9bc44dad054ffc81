// Contact details (spec §3 "Contact"): heading and the contact list over a background photo, with the
// CMS's desktop and mobile crops. Email links to mailto, phone to tel with spaces removed, the address
// to a maps search built from its text, unless the CMS gives a link of its own.
import type { CmsSchemas } from '../../content/cms-types.ts';
import './ContactDetails.css';
import type { BlockProps } from '../block-descriptor.ts';
import { safeExternalHref } from '../../content/content-links.ts';
import { CmsPicture } from '../shared/CmsImage.tsx';
import { contactBackdropViews } from './contact-backdrop.ts';

type ContactEntry = CmsSchemas['ContactEntry'];

const MAPS_SEARCH = 'https://www.google.com/maps/search/?api=1&query=';

export function contactHref(entry: ContactEntry): string {
  const own = safeExternalHref(entry.linkUrl);
  if (own) return own;
  const text = entry.linkText.trim();
  switch (entry.type) {
    case 'email':
      return `mailto:${text}`;
    case 'phone':
      return `tel:${text.replace(/\s+/g, '')}`;
    case 'address':
      return `${MAPS_SEARCH}${encodeURIComponent(text)}`;
  }
}

/** Only web links leave the site; mailto and tel hand over to the visitor's own apps. */
const opensNewTab = (href: string) => href.startsWith('http');

export function ContactDetails({ block, isFirst }: BlockProps<'ContactDetails'>) {
  const Heading = isFirst ? 'h1' : 'h2';
  return (
    <section className="contact-details">
      <ContactBackdrop block={block} priority={isFirst} />
      <div className="contact-details__inner container">
        <div className="contact-details__card">
          <Heading className="contact-details__heading">{block.heading}</Heading>
          {block.subHeading && <p className="contact-details__sub">{block.subHeading}</p>}
          <ul className="contact-details__list">
            {block.contacts.map((entry) => {
              const href = contactHref(entry);
              const external = opensNewTab(href);
              return (
                <li key={entry.id} className={`contact-details__item contact-details__item--${entry.type}`}>
                  <span className="contact-details__label">{entry.label}</span>
                  <a className="contact-details__link" href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                    {entry.linkText}
                    {external && <span className="visually-hidden">{entry.type === 'address' ? ' (opens a map in a new tab)' : ' (opens in a new tab)'}</span>}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** Art direction: the tall crop under 768 px, the wide one above (contact-backdrop.ts). Decorative: the text says it all. */
function ContactBackdrop({ block, priority }: { block: BlockProps<'ContactDetails'>['block']; priority: boolean }) {
  const views = contactBackdropViews(block);
  if (views.length === 0) return null;
  return (
    <div className="contact-details__backdrop">
      <CmsPicture views={views} priority={priority} decorative />
    </div>
  );
}
