import { defineBlock } from '../block-descriptor.ts';

export const expertsProcessBlock = defineBlock({
  name: 'ExpertsProcess',
  load: () => import('./ExpertsProcess.tsx').then((module) => module.ExpertsProcess),
  interactive: false,
  ownsPageHeading: false,
  cache: 'content',
});
