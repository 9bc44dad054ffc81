import { defineBlock } from '../block-descriptor.ts';

export const testimonialGridBlock = defineBlock({
  name: 'TestimonialGrid',
  load: () => import('./TestimonialGrid.tsx').then((module) => module.TestimonialGrid),
  interactive: false,
  ownsPageHeading: false,
  cache: 'content',
});
