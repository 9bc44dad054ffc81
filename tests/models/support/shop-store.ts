// A root store wired to fakes: the in-memory shop, recorded navigation and scrolling, the demo catalogue loaded.
import { vi } from 'vitest';
import { type RootStoreSnapshotIn, createRootStore } from '../../../models/root-store.ts';
import type { ShopEnv } from '../../../models/shop-env.ts';
import type { TrackedEvent } from '../../../content/analytics/event-schema.ts';
import { demoProducts } from '../../shop-rules/support/demo-products.ts';
import { FakeShop } from './fake-shop.ts';

export const variantCheckoutUrl = (variantId: string, premiumPackaging: boolean) =>
  `https://shop.test/cart/${variantId}:1${premiumPackaging ? '' : '?premiumPackaging=no'}`;

export function shopStore(
  snapshot: RootStoreSnapshotIn = {},
  { withCatalog = true, env: extraEnv = {} }: { withCatalog?: boolean; env?: Partial<ShopEnv> } = {},
) {
  const shop = new FakeShop();
  const navigate = vi.fn<(url: string) => void>();
  const scrollIntoView = vi.fn<(elementId: string) => void>();
  /** The shop events the stores told analytics, in order. */
  const tracked: TrackedEvent[] = [];
  const env: ShopEnv = {
    cartApi: shop,
    navigate,
    scrollIntoView,
    checkoutUrlForVariant: variantCheckoutUrl,
    trackRequest: (request) => request,
    trackEvent: (event) => void tracked.push(event),
    ...extraEnv,
  };
  const store = createRootStore(snapshot, env);
  if (withCatalog) store.catalog.setProducts(demoProducts());
  return { store, shop, navigate, scrollIntoView, tracked };
}
