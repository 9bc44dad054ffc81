// Helpers for block tests: take a block from the demo content, render it as the server does (markdown
// fields as HTML) and run it through the snapshot's validation.
import { blocksForRender } from '../../../blocks/markdown/render-markdown-fields.ts';
import type { BlockName, BlockOf, PageBlock } from '../../../content/cms-types.ts';
import { type BlockSkip, validateBlocks } from '../../../content/validate-blocks.ts';
import { DEMO_PAGES } from '../../../demo-backends/cms/content/pages/index.ts';
import { renderBlocks } from './render-block.tsx';

/** A deep copy of the first active `name` block on the demo page `slug` (any page when omitted). */
export function demoBlock<Name extends BlockName>(name: Name, slug?: string): BlockOf<Name> {
  for (const page of DEMO_PAGES) {
    if (slug && page.attributes.slug !== slug) continue;
    const found = page.attributes.pageContent.find((block) => block.componentName === name && block.isActive);
    if (found) return structuredClone(found) as BlockOf<Name>;
  }
  throw new Error(`The demo content has no active ${name} block${slug ? ` on ${slug}` : ''}`);
}

/** Server-rendered HTML of `blocks` in order, the first one opening the page. */
export const renderForPage = (...blocks: PageBlock[]): string => renderBlocks(blocksForRender(blocks));

/** What the snapshot keeps of `block`, and why it skipped it if it did. */
export function validate(block: unknown): { kept: PageBlock[]; skipped: BlockSkip[] } {
  const skipped: BlockSkip[] = [];
  const kept = validateBlocks('test', [block], (skip) => skipped.push(skip));
  return { kept, skipped };
}

/** Visible text of some HTML, entities decoded and whitespace collapsed. */
export const textOf = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
