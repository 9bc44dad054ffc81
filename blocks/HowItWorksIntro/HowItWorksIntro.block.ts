import { defineBlock } from '../block-descriptor.ts';
import { HOW_IT_WORKS_HERO_BOX } from '../shared/image-boxes.ts';

export const howItWorksIntroBlock = defineBlock({
  name: 'HowItWorksIntro',
  load: () => import('./HowItWorksIntro.tsx').then((module) => module.HowItWorksIntro),
  island: false,
  ownsPageHeading: true,
  cache: 'content',
  heroImages: (block) => [{ image: block.image, box: HOW_IT_WORKS_HERO_BOX }],
});
