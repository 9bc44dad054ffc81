import { defineBlock } from '../block-descriptor.ts';

export const measureAboutBlock = defineBlock({
  name: 'MeasureAbout',
  load: () => import('./MeasureAbout.tsx').then((module) => module.MeasureAbout),
  island: false,
  ownsPageHeading: false,
  cache: 'content',
});
