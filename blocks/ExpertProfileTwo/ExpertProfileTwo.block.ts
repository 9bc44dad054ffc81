import { defineBlock } from '../block-descriptor.ts';

export const expertProfileTwoBlock = defineBlock({
  name: 'ExpertProfileTwo',
  load: () => import('./ExpertProfileTwo.tsx').then((module) => module.ExpertProfileTwo),
  island: false,
  ownsPageHeading: false,
  cache: 'content',
});
