import { defineBlock } from '../block-descriptor.ts';

export const productBenefitsBlock = defineBlock({
  name: 'ProductBenefits',
  load: () => import('./ProductBenefits.tsx').then((module) => module.ProductBenefits),
  interactive: false,
  ownsPageHeading: false,
  cache: 'content',
});
