import { defineBlock } from '../block-descriptor.ts';

export const productSizeBlock = defineBlock({
  name: 'ProductSize',
  load: () => import('./ProductSize.tsx').then((module) => module.ProductSize),
  island: 'when-visible',
  ownsPageHeading: false,
  // Prices and stock come from the shop: a page showing them is kept for a minute, not for weeks.
  cache: 'live-shop-data',
  serverData: (context) => import('./product-size-data.ts').then((module) => module.productSizeData(context)),
});
