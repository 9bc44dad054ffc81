import { defineBlock } from '../block-descriptor.ts';

export const testimonialsBlock = defineBlock({
  name: 'Testimonials',
  load: () => import('./Testimonials.tsx').then((module) => module.Testimonials),
  interactive: true,
  ownsPageHeading: false,
  cache: 'content',
});
