// The outside world as the stores see it. Every side effect (cart calls, navigation, scrolling) goes through
// this environment, so tests hand in fakes and the stores never touch window or fetch themselves.
import { type IAnyStateTreeNode, getEnv, hasEnv } from 'mobx-state-tree';
import type { TrackedEvent } from '../content/analytics/event-schema.ts';
import { variantCheckoutHref } from '../shop-rules/checkout-links.ts';
import { type CartApi, unavailableCartApi } from './cart-api.ts';
import { createHttpCartApi } from './http-cart-api.ts';

export type ShopEnv = {
  cartApi: CartApi;
  /** Leaves the page (checkout, home). */
  navigate: (url: string) => void;
  /** Brings an element (by id) into view, e.g. the size error on step 1. */
  scrollIntoView: (elementId: string) => void;
  /** Where step 3's Checkout goes: the shop's checkout for one variant × 1, with the shopper's packaging choice. */
  checkoutUrlForVariant: (variantId: string, premiumPackaging: boolean, mattress?: string | null) => string;
  /**
   * Shows the shopper that a request is in flight and whether it failed (the page's progress bar, handed in by
   * the renderer so the stores stay free of DOM code). Returns the same promise.
   */
  trackRequest: <T>(request: Promise<T>) => Promise<T>;
  /**
   * Hands a shop event (an item added, the cart opened, a step reached) to the page's analytics, which add the
   * page, referrer, campaign and consent and send it (renderer/analytics/). Nothing is tracked on the server.
   */
  trackEvent: (event: TrackedEvent) => void;
};

const inBrowser = () => typeof window !== 'undefined' && typeof document !== 'undefined';

/** Browser behaviour; on the server navigation and scrolling do nothing and there is no cart to call. */
export function defaultShopEnv(): ShopEnv {
  const browser = inBrowser();
  return {
    cartApi: browser ? createHttpCartApi() : unavailableCartApi,
    navigate: (url) => {
      if (inBrowser()) window.location.assign(url);
    },
    scrollIntoView: (elementId) => {
      if (inBrowser()) document.getElementById(elementId)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    },
    checkoutUrlForVariant: (variantId, premiumPackaging, mattress) => variantCheckoutHref(variantId, premiumPackaging, mattress),
    trackRequest: (request) => request,
    trackEvent: () => {},
  };
}

let fallback: ShopEnv | null = null;

/** The tree's environment, with browser defaults for whatever the creator left out. */
export function shopEnvOf(node: IAnyStateTreeNode): ShopEnv {
  const given = hasEnv(node) ? (getEnv<Partial<ShopEnv>>(node) ?? {}) : {};
  fallback ??= defaultShopEnv();
  return { ...fallback, ...given };
}
