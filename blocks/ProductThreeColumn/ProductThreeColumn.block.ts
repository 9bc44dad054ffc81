import { defineBlock } from '../block-descriptor.ts';

export const productThreeColumnBlock = defineBlock({
  name: 'ProductThreeColumn',
  load: () => import('./ProductThreeColumn.tsx').then((module) => module.ProductThreeColumn),
  island: false,
  ownsPageHeading: false,
  cache: 'content',
});
