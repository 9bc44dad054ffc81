import { describe, expect, it } from 'vitest';
import type { BlockOf, PageBlock } from '../../../content/cms-types.ts';
import { faqsPage } from '../../../demo-backends/cms/content/pages/faqs.ts';
import { renderBlocks } from '../support/render-block.tsx';

const faq = (faqsPage.attributes.pageContent as PageBlock[]).find((block): block is BlockOf<'Faq'> => block.componentName === 'Faq')!;

describe('Faq', () => {
  const html = renderBlocks([faq]);

  it("shows the prompt 'Choose a section you are having an issue understanding.' above one tab per section", () => {
    expect(html).toContain('Choose a section you are having an issue understanding.');
    const tabs = [...html.matchAll(/<a class="faq__tab" href="#(faq-[^"]+)"/g)].map((match) => match[1]);
    expect(tabs).toHaveLength(faq.sections.length);
    for (const id of tabs) expect(html).toContain(`id="${id}"`);
  });

  it('renders every question as a closed accordion item with its answer', () => {
    const questions = faq.sections.flatMap((section) => section.sectionBlocks);
    expect(html.match(/<details class="faq__item">/g)).toHaveLength(questions.length);
    expect(html).not.toContain('<details class="faq__item" open');
    for (const { question } of questions) expect(html).toContain(question);
  });

  it('answers are the server-rendered HTML as given, inside the accordion', () => {
    const block: BlockOf<'Faq'> = {
      ...faq,
      sections: [{ ...faq.sections[0]!, sectionBlocks: [{ id: 1, question: 'Q?', answer: '<p>Free <strong>returns</strong></p>' }] }],
    };
    expect(renderBlocks([block])).toMatch(/<\/summary><div class="markdown faq__answer"><p>Free <strong>returns<\/strong><\/p><\/div><\/details>/);
  });
});
