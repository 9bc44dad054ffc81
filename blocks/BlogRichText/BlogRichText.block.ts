import { defineBlock } from '../block-descriptor.ts';

export const blogRichTextBlock = defineBlock({
  name: 'BlogRichText',
  load: () => import('./BlogRichText.tsx').then((module) => module.BlogRichText),
  interactive: false,
  ownsPageHeading: false,
  cache: 'content',
});
