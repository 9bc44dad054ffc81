import { defineBlock } from '../block-descriptor.ts';
import { HALF_WIDTH_HERO_SIZES } from '../shared/hero-sizes.ts';

export const homeIntroBlock = defineBlock({
  name: 'HomeIntro',
  load: () => import('./HomeIntro.tsx').then((module) => module.HomeIntro),
  interactive: false,
  ownsPageHeading: true,
  cache: 'content',
  heroImages: (block) => [{ image: block.image, sizes: HALF_WIDTH_HERO_SIZES }],
});
