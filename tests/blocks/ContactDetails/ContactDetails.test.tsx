import { describe, expect, it } from 'vitest';
import type { BlockOf, PageBlock } from '../../../content/cms-types.ts';
import { contactHref } from '../../../blocks/ContactDetails/ContactDetails.tsx';
import { contactPage, CONTACTS } from '../../../demo-backends/cms/content/pages/contact.ts';
import { renderBlocks, TEST_MEDIA_BASE } from '../support/render-block.tsx';

const blocks = contactPage.attributes.pageContent as PageBlock[];
const details = blocks.find((block): block is BlockOf<'ContactDetails'> => block.componentName === 'ContactDetails')!;
const form = blocks.find((block): block is BlockOf<'ContactForm'> => block.componentName === 'ContactForm')!;

describe('ContactDetails', () => {
  it('links email to mailto, phone to tel without spaces and the address to a maps search', () => {
    const html = renderBlocks([details]);
    expect(html).toContain(`href="mailto:${CONTACTS.email}"`);
    expect(html).toContain('href="tel:0295501837"');
    expect(html).toContain(`href="https://www.google.com/maps/search/?api=1&amp;query=${encodeURIComponent(CONTACTS.address)}"`);
    expect(html).toMatch(/target="_blank" rel="noopener noreferrer"/);
  });

  it("a CMS link of the entry's own wins; an unsafe one is ignored", () => {
    const entry = { id: 1, type: 'phone' as const, label: 'Phone', linkText: '02 9550 1837', linkUrl: 'https://example.com/call' };
    expect(contactHref(entry)).toBe('https://example.com/call');
    expect(contactHref({ ...entry, linkUrl: 'javascript:alert(1)' })).toBe('tel:0295501837');
  });

  it('opens the contact page with its h1 and shows the wide image from 768 px and the tall one below', () => {
    const html = renderBlocks([details]);
    expect(html).toMatch(/<h1[^>]*>Get in touch<\/h1>/);
    expect(html).toMatch(
      new RegExp(`<source media="\\(min-width: 768px\\)" srcSet="${TEST_MEDIA_BASE}/contact_desk_wide_[0-9a-f]+/contact_desk_wide_[0-9a-f]+\\.svg"`),
    );
    expect(html).toMatch(
      new RegExp(`<img src="${TEST_MEDIA_BASE}/contact_desk_tall_[0-9a-f]+/contact_desk_tall_[0-9a-f]+\\.svg"[^>]*alt=""[^>]*loading="eager"`),
    );
  });

  it('uses an h2 when another block opens the page', () => {
    expect(renderBlocks([form, details])).toMatch(/<h2[^>]*>Get in touch<\/h2>/);
  });
});
