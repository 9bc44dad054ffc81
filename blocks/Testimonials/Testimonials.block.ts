import { defineBlock } from '../block-descriptor.ts';

export const testimonialsBlock = defineBlock({
  name: 'Testimonials',
  load: () => import('./Testimonials.tsx').then((module) => module.Testimonials),
  island: 'when-visible',
  ownsPageHeading: false,
  cache: 'content',
});
