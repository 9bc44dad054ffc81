import { defineBlock } from '../block-descriptor.ts';

export const measureAboutBlock = defineBlock({
  name: 'MeasureAbout',
  load: () => import('./MeasureAbout.tsx').then((module) => module.MeasureAbout),
  ownsPageHeading: false,
  cache: 'content',
});
