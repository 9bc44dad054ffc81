import { defineBlock } from '../block-descriptor.ts';

export const discountCountdownBlock = defineBlock({
  name: 'DiscountCountdown',
  load: () => import('./DiscountCountdown.tsx').then((module) => module.DiscountCountdown),
  island: 'when-visible',
  ownsPageHeading: false,
  cache: 'content',
});
