import { defineBlock } from '../block-descriptor.ts';

export const threeColumnInfoBlock = defineBlock({
  name: 'ThreeColumnInfo',
  load: () => import('./ThreeColumnInfo.tsx').then((module) => module.ThreeColumnInfo),
  ownsPageHeading: false,
  cache: 'content',
});
