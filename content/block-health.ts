// What an editor is told about a block the site skipped (content/validate-blocks.ts): the block kind in words,
// the field and what to fix. Draft preview shows it in place of the block; /api/content-health lists it.
import type { BlockSkip } from './validate-blocks.ts';

export type BlockHealthNote = {
  page: string;
  /** The block's place in the CMS dynamic zone (from 0). */
  position: number;
  /** Where the note stands among the rendered blocks. */
  renderedIndex: number;
  /** The block kind in words ('Page intro'); null when the entry names none. */
  blockKind: string | null;
  componentName: string | null;
  field: string | null;
  reason: BlockSkip['reason'];
  /** One sentence for the editor: which block, which field, what is wrong. */
  message: string;
};

/** 'PageIntro' → 'Page intro', 'ProductThreeColumn' → 'Product three column'. */
export function blockKindLabel(componentName: string): string {
  const words = componentName.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/** Ajv's straight quotes as the site's typography has them: 'heading' → ‘heading’. */
const curlyQuotes = (text: string) => text.replace(/'([^']*)'/g, '‘$1’');

function whatToFix(skip: BlockSkip): string {
  switch (skip.reason) {
    case 'invalid field':
      return `field ${skip.field ?? '(block)'} — ${curlyQuotes(skip.message ?? 'does not match what the site expects')}.`;
    case 'unknown componentName':
      return skip.componentName === null
        ? 'it names no block kind (componentName is missing) — remove it and add the block again.'
        : `the site has no block of kind ‘${skip.componentName}’ — remove it or use one of the site’s block kinds.`;
    case 'not an object':
      return 'the entry is empty or not a block — remove it and add the block again.';
  }
}

export function blockHealthNote(skip: BlockSkip): BlockHealthNote {
  const blockKind = skip.componentName === null ? null : blockKindLabel(skip.componentName);
  const subject = blockKind === null ? 'This block' : `This ‘${blockKind}’ block`;
  return {
    page: skip.page,
    position: skip.position,
    renderedIndex: skip.renderedIndex,
    blockKind,
    componentName: skip.componentName,
    field: skip.field ?? null,
    reason: skip.reason,
    message: `${subject} is not shown on the live site: ${whatToFix(skip)}`,
  };
}
