import { defineBlock } from '../block-descriptor.ts';

export const measureSpecsBlock = defineBlock({
  name: 'MeasureSpecs',
  load: () => import('./MeasureSpecs.tsx').then((module) => module.MeasureSpecs),
  // Once the page is idle, not as it nears the screen: its tabs replace the full list of tables, and a page
  // reached by a jump (a link to its end) would move under the shopper.
  island: 'on-idle',
  ownsPageHeading: false,
  cache: 'content',
});
