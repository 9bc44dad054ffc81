import { defineBlock } from '../block-descriptor.ts';
import { WIDE_HALF_HERO_SIZES } from '../shared/hero-sizes.ts';

export const expertsIntroBlock = defineBlock({
  name: 'ExpertsIntro',
  load: () => import('./ExpertsIntro.tsx').then((module) => module.ExpertsIntro),
  interactive: false,
  ownsPageHeading: true,
  cache: 'content',
  heroImages: (block) => [{ image: block.image, sizes: WIDE_HALF_HERO_SIZES }],
});
