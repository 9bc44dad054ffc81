import { defineBlock } from '../block-descriptor.ts';

export const blogRichTextBlock = defineBlock({
  name: 'BlogRichText',
  load: () => import('./BlogRichText.tsx').then((module) => module.BlogRichText),
  island: false,
  ownsPageHeading: false,
  cache: 'content',
});
