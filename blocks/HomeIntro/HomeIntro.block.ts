import { defineBlock } from '../block-descriptor.ts';
import { HOME_HERO_BOX } from '../shared/image-boxes.ts';

export const homeIntroBlock = defineBlock({
  name: 'HomeIntro',
  load: () => import('./HomeIntro.tsx').then((module) => module.HomeIntro),
  island: false,
  ownsPageHeading: true,
  cache: 'content',
  heroImages: (block) => [{ image: block.image, box: HOME_HERO_BOX }],
});
