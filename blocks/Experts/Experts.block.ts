import { defineBlock } from '../block-descriptor.ts';

export const expertsBlock = defineBlock({
  name: 'Experts',
  load: () => import('./Experts.tsx').then((module) => module.Experts),
  island: false,
  ownsPageHeading: false,
  cache: 'content',
});
