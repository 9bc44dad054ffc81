import { defineBlock } from '../block-descriptor.ts';
import { EXPERTS_HERO_BOX } from '../shared/image-boxes.ts';

export const expertsIntroBlock = defineBlock({
  name: 'ExpertsIntro',
  load: () => import('./ExpertsIntro.tsx').then((module) => module.ExpertsIntro),
  island: false,
  ownsPageHeading: true,
  cache: 'content',
  heroImages: (block) => [{ image: block.image, box: EXPERTS_HERO_BOX }],
});
