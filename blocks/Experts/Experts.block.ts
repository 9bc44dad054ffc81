import { defineBlock } from '../block-descriptor.ts';

export const expertsBlock = defineBlock({
  name: 'Experts',
  load: () => import('./Experts.tsx').then((module) => module.Experts),
  interactive: false,
  ownsPageHeading: false,
  cache: 'content',
});
