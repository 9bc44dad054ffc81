import { defineBlock } from '../block-descriptor.ts';

export const measureSpecsBlock = defineBlock({
  name: 'MeasureSpecs',
  load: () => import('./MeasureSpecs.tsx').then((module) => module.MeasureSpecs),
  island: 'when-visible',
  ownsPageHeading: false,
  cache: 'content',
});
