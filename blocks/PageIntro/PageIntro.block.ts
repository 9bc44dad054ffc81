import { defineBlock } from '../block-descriptor.ts';
import { FULL_WIDTH_HERO_SIZES } from '../shared/hero-sizes.ts';

export const pageIntroBlock = defineBlock({
  name: 'PageIntro',
  load: () => import('./PageIntro.tsx').then((module) => module.PageIntro),
  interactive: false,
  ownsPageHeading: true,
  cache: 'content',
  heroImages: (block) => [{ image: block.backgroundImage, sizes: FULL_WIDTH_HERO_SIZES }],
});
