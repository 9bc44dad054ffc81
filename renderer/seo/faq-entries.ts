// Every question of a page's FAQ blocks with its answer as plain text (FAQPage JSON-LD), read from the
// CMS markdown in the content snapshot.
import type { PageBlock } from '../../content/cms-types.ts';
import { markdownToPlainText } from './markdown-text.ts';
import type { FaqEntry } from './structured-data.ts';

export function faqEntriesOf(blocks: readonly PageBlock[]): FaqEntry[] {
  return blocks.flatMap((block) =>
    block.componentName === 'Faq'
      ? block.sections.flatMap((section) => section.sectionBlocks.map(({ question, answer }) => ({ question: question.trim(), answer: markdownToPlainText(answer) })))
      : [],
  );
}
