// The brand as an organisation (home page JSON-LD): the footer's social profiles and the contact page's
// e-mail, phone and address from the CMS.
import type { ContentSnapshot } from '../../content/content-snapshot.ts';
import { BRAND_NAME } from '../../content/brand.ts';
import type { SiteChrome } from '../../content/site-chrome.ts';
import type { ContactData, OrganizationData } from './structured-data.ts';

/** A square raster logo in public/ (search engines want a bitmap logo at least 112 px wide). */
export const ORGANIZATION_LOGO_PATH = '/icon-512.png';
const CONTACT_SLUG = 'contact';

function contactData(content: ContentSnapshot): ContactData | null {
  const block = content.pages.get(CONTACT_SLUG)?.blocks.find((candidate) => candidate.componentName === 'ContactDetails');
  if (!block || block.componentName !== 'ContactDetails') return null;
  const textOf = (type: 'email' | 'phone' | 'address') => block.contacts.find((entry) => entry.type === type)?.linkText.trim() || null;
  const contact = { email: textOf('email'), telephone: textOf('phone'), address: textOf('address') };
  return contact.email || contact.telephone || contact.address ? contact : null;
}

export function organizationData(content: ContentSnapshot, site: SiteChrome): OrganizationData {
  return {
    name: BRAND_NAME,
    logoPath: ORGANIZATION_LOGO_PATH,
    sameAs: (site.footer.social?.links ?? []).map((link) => link.href),
    contact: contactData(content),
  };
}
