import { describe, expect, it } from 'vitest';
import type { BlockOf, PageBlock } from '../../../content/cms-types.ts';
import { contactPage } from '../../../demo-backends/cms/content/pages/contact.ts';
import { renderBlocks } from '../support/render-block.tsx';

const blocks = contactPage.attributes.pageContent as PageBlock[];
const form = blocks.find((block): block is BlockOf<'ContactForm'> => block.componentName === 'ContactForm')!;

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

describe('ContactForm started from a link', () => {
  it('fills the message from ?message=, as the size finder sends the shopper measurements', () => {
    const html = renderBlocks([form], 'contact', { search: { message: 'My mattress measures 152 × 203 × 45 cm.' } });
    expect(html).toMatch(/<textarea[^>]*name="message"[^>]*>My mattress measures 152 × 203 × 45 cm.<\/textarea>/);
  });
});
