import { defineBlock } from '../block-descriptor.ts';

export const expertProfileOneBlock = defineBlock({
  name: 'ExpertProfileOne',
  load: () => import('./ExpertProfileOne.tsx').then((module) => module.ExpertProfileOne),
  island: false,
  ownsPageHeading: false,
  cache: 'content',
});
