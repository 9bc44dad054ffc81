// The abort reason for a 404: the spec's message plus the CMS '404' page's extra blocks, so the error page
// can show the editor's content (for example popular links) under the message.
import type { PageBlock } from '../../content/cms-types.ts';
import { blocksForRender } from '../../blocks/markdown/render-markdown-fields.ts';
import type { ContentSnapshot } from '../../content/content-snapshot.ts';
import { NOT_FOUND_SLUG } from './error-details.ts';

export const NOT_FOUND_MESSAGE = 'This page could not be found';

export type NotFoundReason = { message: string; blocks: PageBlock[] };

export function notFound(content: ContentSnapshot): NotFoundReason {
  const blocks = content.pages.get(NOT_FOUND_SLUG)?.blocks ?? [];
  // The error screen itself says '404' and links home, so the CMS NotFound block would only repeat it.
  return { message: NOT_FOUND_MESSAGE, blocks: blocksForRender(blocks.filter((block) => block.componentName !== 'NotFound')) };
}
