import { defineBlock } from '../block-descriptor.ts';

export const buyStepsBlock = defineBlock({
  name: 'BuySteps',
  load: () => import('./BuySteps.tsx').then((module) => module.BuySteps),
  island: false,
  ownsPageHeading: false,
  cache: 'content',
});
