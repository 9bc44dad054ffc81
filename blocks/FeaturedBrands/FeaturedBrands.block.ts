import { defineBlock } from '../block-descriptor.ts';

export const featuredBrandsBlock = defineBlock({
  name: 'FeaturedBrands',
  load: () => import('./FeaturedBrands.tsx').then((module) => module.FeaturedBrands),
  interactive: false,
  ownsPageHeading: false,
  cache: 'content',
});
