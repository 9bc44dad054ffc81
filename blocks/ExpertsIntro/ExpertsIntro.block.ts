import { defineBlock } from '../block-descriptor.ts';

export const expertsIntroBlock = defineBlock({
  name: 'ExpertsIntro',
  load: () => import('./ExpertsIntro.tsx').then((module) => module.ExpertsIntro),
  ownsPageHeading: true,
  cache: 'content',
});
