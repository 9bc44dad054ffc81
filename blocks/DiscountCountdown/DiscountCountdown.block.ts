import { defineBlock } from '../block-descriptor.ts';

export const discountCountdownBlock = defineBlock({
  name: 'DiscountCountdown',
  load: () => import('./DiscountCountdown.tsx').then((module) => module.DiscountCountdown),
  interactive: true,
  ownsPageHeading: false,
  cache: 'content',
});
