// The brand as an organisation (home page JSON-LD): the footer's social profiles and the contact details a
// block of the contact page gives (ContactDetails declares them in its descriptor).
import { organizationContactOf } from '../../blocks/registry.ts';
import { BRAND_NAME } from '../../content/brand.ts';
import type { ContentSnapshot } from '../../content/content-snapshot.ts';
import type { SiteChrome } from '../../content/site-chrome.ts';
import type { OrganizationData } from './structured-data.ts';

/** A square raster logo in public/ (search engines want a bitmap logo at least 112 px wide). */
export const ORGANIZATION_LOGO_PATH = '/icon-512.png';
const CONTACT_SLUG = 'contact';

export function organizationData(content: ContentSnapshot, site: SiteChrome): OrganizationData {
  return {
    name: BRAND_NAME,
    logoPath: ORGANIZATION_LOGO_PATH,
    sameAs: (site.footer.social?.links ?? []).map((link) => link.href),
    contact: organizationContactOf(content.pages.get(CONTACT_SLUG)?.blocks ?? []),
  };
}
