import { defineBlock } from '../block-descriptor.ts';

export const productThreeColumnBlock = defineBlock({
  name: 'ProductThreeColumn',
  load: () => import('./ProductThreeColumn.tsx').then((module) => module.ProductThreeColumn),
  ownsPageHeading: false,
  cache: 'content',
});
