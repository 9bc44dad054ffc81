import { defineBlock } from '../block-descriptor.ts';

export const findMySizeBlock = defineBlock({
  name: 'FindMySize',
  load: () => import('./FindMySize.tsx').then((module) => module.FindMySize),
  // Live answers, the unit switch and the measurements remembered for the visit; without JavaScript the server renders the answer.
  island: 'on-interaction',
  // A visit that measured already sees its answer without touching the finder.
  follows: 'remembered-mattress',
  ownsPageHeading: false,
  // It says when the set it offers is sold out: a page showing it is kept for a minute, not for weeks.
  cache: 'live-shop-data',
  serverData: (context) => import('./find-my-size-data.ts').then((module) => module.findMySizeData(context)),
});
