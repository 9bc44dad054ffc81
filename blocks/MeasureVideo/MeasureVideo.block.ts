import { defineBlock } from '../block-descriptor.ts';

export const measureVideoBlock = defineBlock({
  name: 'MeasureVideo',
  load: () => import('./MeasureVideo.tsx').then((module) => module.MeasureVideo),
  island: 'on-interaction',
  ownsPageHeading: false,
  cache: 'content',
});
