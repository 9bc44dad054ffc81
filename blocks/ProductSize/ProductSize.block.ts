import { defineBlock } from '../block-descriptor.ts';

export const productSizeBlock = defineBlock({
  name: 'ProductSize',
  load: () => import('./ProductSize.tsx').then((module) => module.ProductSize),
  // Its tabs and tiles are links and its row scrolls natively, centred at load by the page's plain script
  // (blocks/product/size-row-centre.ts): React comes when the shopper reaches for it ('Notify me', Swiper).
  island: 'on-interaction',
  ownsPageHeading: false,
  // Prices and stock come from the shop: a page showing them is kept for a minute, not for weeks.
  cache: 'live-shop-data',
  serverData: (context) => import('./product-size-data.ts').then((module) => module.productSizeData(context)),
});
