import { defineBlock } from '../block-descriptor.ts';

export const testimonialsBlock = defineBlock({
  name: 'Testimonials',
  load: () => import('./Testimonials.tsx').then((module) => module.Testimonials),
  ownsPageHeading: false,
  cache: 'content',
});
