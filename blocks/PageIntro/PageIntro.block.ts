import { defineBlock } from '../block-descriptor.ts';

export const pageIntroBlock = defineBlock({
  name: 'PageIntro',
  load: () => import('./PageIntro.tsx').then((module) => module.PageIntro),
  ownsPageHeading: true,
  cache: 'content',
});
