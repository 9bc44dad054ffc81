import { defineBlock } from '../block-descriptor.ts';

export const featuredBrandsBlock = defineBlock({
  name: 'FeaturedBrands',
  load: () => import('./FeaturedBrands.tsx').then((module) => module.FeaturedBrands),
  island: false,
  ownsPageHeading: false,
  cache: 'content',
});
