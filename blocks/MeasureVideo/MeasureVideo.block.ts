import { defineBlock } from '../block-descriptor.ts';

export const measureVideoBlock = defineBlock({
  name: 'MeasureVideo',
  load: () => import('./MeasureVideo.tsx').then((module) => module.MeasureVideo),
  interactive: true,
  ownsPageHeading: false,
  cache: 'content',
});
