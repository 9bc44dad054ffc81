import { defineBlock } from '../block-descriptor.ts';

export const threeColumnInfoBlock = defineBlock({
  name: 'ThreeColumnInfo',
  load: () => import('./ThreeColumnInfo.tsx').then((module) => module.ThreeColumnInfo),
  island: false,
  ownsPageHeading: false,
  cache: 'content',
});
