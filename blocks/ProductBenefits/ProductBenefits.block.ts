import { defineBlock } from '../block-descriptor.ts';

export const productBenefitsBlock = defineBlock({
  name: 'ProductBenefits',
  load: () => import('./ProductBenefits.tsx').then((module) => module.ProductBenefits),
  island: false,
  ownsPageHeading: false,
  cache: 'content',
});
