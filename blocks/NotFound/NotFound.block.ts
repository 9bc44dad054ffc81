import { defineBlock } from '../block-descriptor.ts';

export const notFoundBlock = defineBlock({
  name: 'NotFound',
  load: () => import('./NotFound.tsx').then((module) => module.NotFound),
  island: false,
  ownsPageHeading: true,
  cache: 'content',
});
