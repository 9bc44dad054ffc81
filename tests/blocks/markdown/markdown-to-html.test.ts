import { describe, expect, it } from 'vitest';
import { markdownToHtml } from '../../../blocks/markdown/markdown-to-html.tsx';
import { withMarkdownAsHtml } from '../../../blocks/markdown/render-markdown-fields.ts';

describe('CMS markdown rendered on the server', () => {
  it('turns markdown into HTML', () => {
    expect(markdownToHtml('Wash **cold**, dry in *shade*.\n\n- Fold\n- Store')).toBe(
      '<p>Wash <strong>cold</strong>, dry in <em>shade</em>.</p>\n<ul>\n<li>Fold</li>\n<li>Store</li>\n</ul>',
    );
  });

  it('never lets raw HTML or script URLs from the CMS through', () => {
    const html = markdownToHtml('Hello <script>alert(1)</script> <img src=x onerror=alert(1)> [click](javascript:alert(1))');
    expect(html).not.toMatch(/<script|<img|javascript:/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('opens external links safely in a new tab', () => {
    expect(markdownToHtml('[Care guide](https://example.com/care)')).toContain('target="_blank" rel="noopener noreferrer"');
    expect(markdownToHtml('[FAQs](/faqs)')).not.toContain('target=');
  });

  it('renders exactly the markdown fields of a block, deep in lists, once per block', () => {
    const faq = {
      componentName: 'Faq',
      heading: 'Questions *stay* plain',
      sections: [{ heading: 'Care', sectionBlocks: [{ question: 'Hot wash?', answer: 'No — **40 °C** at most.' }] }],
    };
    const rendered = withMarkdownAsHtml(faq, 'FaqBlock');
    expect(rendered.sections[0]!.sectionBlocks[0]!.answer).toBe('<p>No — <strong>40 °C</strong> at most.</p>');
    expect(rendered.heading).toBe('Questions *stay* plain');
    expect(faq.sections[0]!.sectionBlocks[0]!.answer).toBe('No — **40 °C** at most.');
    expect(withMarkdownAsHtml(faq, 'FaqBlock')).toBe(rendered);
  });
});
