import { defineBlock } from '../block-descriptor.ts';

export const blogFullWidthImageBlock = defineBlock({
  name: 'BlogFullWidthImage',
  load: () => import('./BlogFullWidthImage.tsx').then((module) => module.BlogFullWidthImage),
  island: false,
  ownsPageHeading: false,
  cache: 'content',
});
