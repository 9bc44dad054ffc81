import { defineBlock } from '../block-descriptor.ts';

export const measureAboutBlock = defineBlock({
  name: 'MeasureAbout',
  load: () => import('./MeasureAbout.tsx').then((module) => module.MeasureAbout),
  interactive: false,
  ownsPageHeading: false,
  cache: 'content',
});
