import { defineBlock } from '../block-descriptor.ts';

export const measureSpecsBlock = defineBlock({
  name: 'MeasureSpecs',
  load: () => import('./MeasureSpecs.tsx').then((module) => module.MeasureSpecs),
  // Its tabs are in the server's markup: it hydrates as the shopper reaches for one (the press is replayed), or at
  // once when the visit chose the other app version on /buy, whose tables it then shows.
  island: 'on-interaction',
  follows: 'other-app-version',
  ownsPageHeading: false,
  cache: 'content',
});
