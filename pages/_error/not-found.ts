// The abort reason for a 404: the spec's message plus the CMS '404' page's blocks, so every not-found answer
// shows the editor's copy (its NotFound block, and anything placed under it).
import type { PageBlock } from '../../content/cms-types.ts';
import { blocksForRender } from '../../blocks/markdown/render-markdown-fields.ts';
import type { ContentSnapshot } from '../../content/content-snapshot.ts';
import { NOT_FOUND_SLUG } from './error-details.ts';

export const NOT_FOUND_MESSAGE = 'This page could not be found';
/** The fixed link home, shown only when the CMS gives no NotFound block (spec §2 Error screens). */
export const NOT_FOUND_HOME_LINK_TEXT = 'Back to the home page';

export type NotFoundReason = { message: string; blocks: PageBlock[] };

export function notFound(content: ContentSnapshot): NotFoundReason {
  const blocks = content.pages.get(NOT_FOUND_SLUG)?.blocks ?? [];
  return { message: NOT_FOUND_MESSAGE, blocks: blocksForRender(blocks) };
}

/** True when the editor's NotFound block ('404', heading, sub-heading, 'Go back') is there to replace the fixed texts. */
export function hasEditorNotFoundBlock(blocks: readonly PageBlock[]): boolean {
  return blocks.some((block) => block.componentName === 'NotFound');
}
