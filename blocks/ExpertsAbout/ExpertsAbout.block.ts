import { defineBlock } from '../block-descriptor.ts';

export const expertsAboutBlock = defineBlock({
  name: 'ExpertsAbout',
  load: () => import('./ExpertsAbout.tsx').then((module) => module.ExpertsAbout),
  interactive: false,
  ownsPageHeading: false,
  cache: 'content',
});
