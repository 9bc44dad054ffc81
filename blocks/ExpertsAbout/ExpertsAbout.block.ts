import { defineBlock } from '../block-descriptor.ts';

export const expertsAboutBlock = defineBlock({
  name: 'ExpertsAbout',
  load: () => import('./ExpertsAbout.tsx').then((module) => module.ExpertsAbout),
  island: false,
  ownsPageHeading: false,
  cache: 'content',
});
