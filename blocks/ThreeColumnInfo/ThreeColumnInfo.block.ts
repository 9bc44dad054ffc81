import { defineBlock } from '../block-descriptor.ts';

export const threeColumnInfoBlock = defineBlock({
  name: 'ThreeColumnInfo',
  load: () => import('./ThreeColumnInfo.tsx').then((module) => module.ThreeColumnInfo),
  interactive: false,
  ownsPageHeading: false,
  cache: 'content',
});
