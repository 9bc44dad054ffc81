import { defineBlock } from '../block-descriptor.ts';

export const pageCallToActionBlock = defineBlock({
  name: 'PageCallToAction',
  load: () => import('./PageCallToAction.tsx').then((module) => module.PageCallToAction),
  island: false,
  ownsPageHeading: false,
  cache: 'content',
});
