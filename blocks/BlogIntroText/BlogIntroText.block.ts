import { defineBlock } from '../block-descriptor.ts';

export const blogIntroTextBlock = defineBlock({
  name: 'BlogIntroText',
  load: () => import('./BlogIntroText.tsx').then((module) => module.BlogIntroText),
  island: false,
  ownsPageHeading: false,
  cache: 'content',
});
