import { htmlToPlainText } from '../markdown/html-to-text.ts';
import { defineBlock } from '../block-descriptor.ts';

export const faqBlock = defineBlock({
  name: 'Faq',
  load: () => import('./Faq.tsx').then((module) => module.Faq),
  island: 'on-interaction',
  ownsPageHeading: false,
  cache: 'content',
  // Every question with its answer (already HTML on a rendered page) for the page's FAQPage JSON-LD.
  faqEntries: (block) =>
    block.sections.flatMap((section) => section.sectionBlocks.map(({ question, answer }) => ({ question: question.trim(), answer: htmlToPlainText(answer) }))),
});
