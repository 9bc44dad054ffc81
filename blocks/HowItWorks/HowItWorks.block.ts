import { defineBlock } from '../block-descriptor.ts';

export const howItWorksBlock = defineBlock({
  name: 'HowItWorks',
  load: () => import('./HowItWorks.tsx').then((module) => module.HowItWorks),
  island: false,
  ownsPageHeading: false,
  cache: 'content',
});
