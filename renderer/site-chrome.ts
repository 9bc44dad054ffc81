// What every page needs besides its own content: the header and footer texts and the media base URL.
// Trimmed from the CMS snapshot on the server so only rendered fields reach the browser.
import type { CmsSchemas } from '../blocks/cms-types.ts';
import type { ContentSnapshot } from '../server/content/content-snapshot.ts';

export type SiteChrome = {
  mediaBaseUrl: string;
  header: CmsSchemas['Header'] | null;
  footer: { acknowledgement: string | null; legal: { label: string; slug: string | null }[] };
};

export function siteChromeFrom(content: ContentSnapshot, mediaBaseUrl: string): SiteChrome {
  const footer = content.footer;
  return {
    mediaBaseUrl,
    header: content.header,
    footer: {
      acknowledgement: footer?.footerAcknowledgement ?? null,
      legal: (footer?.footerLegal ?? []).map((item) => ({ label: item.label, slug: item.page?.data?.attributes.slug ?? null })),
    },
  };
}
