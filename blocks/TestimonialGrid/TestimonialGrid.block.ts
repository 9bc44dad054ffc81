import { defineBlock } from '../block-descriptor.ts';

export const testimonialGridBlock = defineBlock({
  name: 'TestimonialGrid',
  load: () => import('./TestimonialGrid.tsx').then((module) => module.TestimonialGrid),
  island: false,
  ownsPageHeading: false,
  cache: 'content',
});
