import { defineBlock } from '../block-descriptor.ts';

export const homeIntroBlock = defineBlock({
  name: 'HomeIntro',
  load: () => import('./HomeIntro.tsx').then((module) => module.HomeIntro),
  ownsPageHeading: true,
  cache: 'content',
});
