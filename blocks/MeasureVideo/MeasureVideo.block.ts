import { defineBlock } from '../block-descriptor.ts';

export const measureVideoBlock = defineBlock({
  name: 'MeasureVideo',
  load: () => import('./MeasureVideo.tsx').then((module) => module.MeasureVideo),
  island: 'when-visible',
  ownsPageHeading: false,
  cache: 'content',
});
