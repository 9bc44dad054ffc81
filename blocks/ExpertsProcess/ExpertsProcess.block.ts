import { defineBlock } from '../block-descriptor.ts';

export const expertsProcessBlock = defineBlock({
  name: 'ExpertsProcess',
  load: () => import('./ExpertsProcess.tsx').then((module) => module.ExpertsProcess),
  island: false,
  ownsPageHeading: false,
  cache: 'content',
});
