import { defineBlock } from '../block-descriptor.ts';

export const blogTwoColumnBlock = defineBlock({
  name: 'BlogTwoColumn',
  load: () => import('./BlogTwoColumn.tsx').then((module) => module.BlogTwoColumn),
  island: false,
  ownsPageHeading: false,
  cache: 'content',
});
