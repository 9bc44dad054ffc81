import { defineBlock } from '../block-descriptor.ts';

export const expertsBlock = defineBlock({
  name: 'Experts',
  load: () => import('./Experts.tsx').then((module) => module.Experts),
  ownsPageHeading: false,
  cache: 'content',
});
