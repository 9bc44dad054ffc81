import { defineBlock } from '../block-descriptor.ts';

export const productContainsBlock = defineBlock({
  name: 'ProductContains',
  load: () => import('./ProductContains.tsx').then((module) => module.ProductContains),
  island: false,
  ownsPageHeading: false,
  cache: 'content',
});
