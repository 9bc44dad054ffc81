import { defineBlock } from '../block-descriptor.ts';
import { PAGE_INTRO_BACKDROP_BOX } from '../shared/image-boxes.ts';

export const pageIntroBlock = defineBlock({
  name: 'PageIntro',
  load: () => import('./PageIntro.tsx').then((module) => module.PageIntro),
  island: false,
  ownsPageHeading: true,
  cache: 'content',
  heroImages: (block) => [{ image: block.backgroundImage, box: PAGE_INTRO_BACKDROP_BOX }],
});
