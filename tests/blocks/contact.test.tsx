import { describe, expect, it } from 'vitest';
import type { BlockOf, PageBlock } from '../../content/cms-types.ts';
import { contactHref } from '../../blocks/ContactDetails/ContactDetails.tsx';
import { contactPage, CONTACTS } from '../../demo-backends/cms/content/pages/contact.ts';
import { renderBlocks, TEST_MEDIA_BASE } from './render-block.tsx';

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
    expect(html).toMatch(new RegExp(`<source media="\\(min-width: 768px\\)" srcSet="${TEST_MEDIA_BASE}/contact_desk_wide_[0-9a-f]+/contact_desk_wide_[0-9a-f]+\\.svg"`));
    expect(html).toMatch(new RegExp(`<img src="${TEST_MEDIA_BASE}/contact_desk_tall_[0-9a-f]+/contact_desk_tall_[0-9a-f]+\\.svg"[^>]*alt=""[^>]*loading="eager"`));
  });

  it('uses an h2 when another block opens the page', () => {
    expect(renderBlocks([form, details])).toMatch(/<h2[^>]*>Get in touch<\/h2>/);
  });
});

describe('ContactForm', () => {
  const html = renderBlocks([form]);
  /** The opening tag of the control named `name`. */
  const control = (name: string) => html.match(new RegExp(`<(?:input|textarea)[^>]*name="${name}"[^>]*>`))?.[0] ?? '';

  it('is a real form posting to the site endpoint, so it works without JavaScript', () => {
    const formTag = html.match(/<form[^>]*>/)?.[0] ?? '';
    expect(formTag).toContain('method="post"');
    expect(formTag).toContain('action="/api/forms/contact"');
    expect(html).toContain('name="_returnTo"');
    expect(html).not.toContain('novalidate');
  });

  it('has labelled email, mobile and message fields with the browser checks of spec §5', () => {
    for (const label of ['Email', 'Mobile', 'Message']) expect(html).toMatch(new RegExp(`<label[^>]*>${label}</label>`));
    expect(control('email')).toMatch(/required=""/);
    expect(control('email')).toContain('type="email"');
    for (const attribute of ['required=""', 'maxLength="12"', 'type="tel"', 'pattern="']) expect(control('mobile')).toContain(attribute);
    expect(control('message')).toMatch(/^<textarea[^>]*required=""/);
    expect(html).toContain('>Send message</button>');
  });

  it('shows no messages and no red borders before the visitor has typed', () => {
    expect(html).not.toContain('form-field--invalid');
    expect(html).not.toContain('aria-invalid');
  });
});
