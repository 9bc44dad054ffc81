import { defineBlock } from '../block-descriptor.ts';
import { HALF_WIDTH_HERO_SIZES } from '../shared/hero-sizes.ts';

export const howItWorksIntroBlock = defineBlock({
  name: 'HowItWorksIntro',
  load: () => import('./HowItWorksIntro.tsx').then((module) => module.HowItWorksIntro),
  interactive: false,
  ownsPageHeading: true,
  cache: 'content',
  heroImages: (block) => [{ image: block.image, sizes: HALF_WIDTH_HERO_SIZES }],
});
