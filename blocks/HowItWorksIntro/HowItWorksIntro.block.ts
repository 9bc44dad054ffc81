import { defineBlock } from '../block-descriptor.ts';

export const howItWorksIntroBlock = defineBlock({
  name: 'HowItWorksIntro',
  load: () => import('./HowItWorksIntro.tsx').then((module) => module.HowItWorksIntro),
  ownsPageHeading: true,
  cache: 'content',
});
