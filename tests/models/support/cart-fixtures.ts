// Cart test fixtures: demo variants, a pending item built from one, a store whose cart mirrors given shop lines.
import type { CatalogVariant } from '../../../demo-backends/storefront/demo-products.ts';
import type { CartItemSnapshot } from '../../../models/cart-store.ts';
import { demoVariantFor } from '../../shop-rules/support/demo-products.ts';
import { shopStore } from './shop-store.ts';

export const premiumKing = demoVariantFor('Premium', 'King', '26-30 cm');
export const premiumQueen = demoVariantFor('Premium', 'Queen', '26-30 cm');
export const classicDouble = demoVariantFor('Classic', 'Double', '15-20 cm', 'Sand');

export const pendingFor = (variant: CatalogVariant, extra: Partial<CartItemSnapshot> = {}): CartItemSnapshot => ({
  variantId: variant.id,
  title: variant.title,
  size: variant.optionValues[0].toLowerCase().replace(' ', '-'),
  depth: variant.optionValues[1],
  colour: variant.optionValues[2].toLowerCase(),
  version: variant.product.title.endsWith('Premium') ? 'premium' : 'classic',
  price: variant.priceCents / 100,
  ...extra,
});

/** A store whose cart already mirrors a shop holding these lines (calls so far forgotten). */
export async function storeWithLines(...variants: CatalogVariant[]) {
  const setup = shopStore({ cart: { sessionId: 'session-1' } });
  for (const variant of variants) setup.shop.withLine(variant.id);
  await setup.store.cart.load();
  setup.shop.calls = [];
  return setup;
}
