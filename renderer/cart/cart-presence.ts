// Whether this browser holds a cart with items, remembered across page loads. The cart's cookie is HttpOnly
// and pages are cached for everyone, so without this a reload could only learn the header count by loading
// the cart stores on every page; with it, they load at once only for a shopper who has a cart, and for
// everyone else when the cart is first used (hover, focus or click on the cart, the menu, a size tile).
import { browserStorage } from '../browser-storage.ts';

const CART_PRESENCE_KEY = 'lt-cart-has-items';

export function rememberedCartHasItems(): boolean {
  return browserStorage('localStorage')?.getItem(CART_PRESENCE_KEY) === '1';
}

export function rememberCartCount(count: number): void {
  const storage = browserStorage('localStorage');
  try {
    if (count > 0) storage?.setItem(CART_PRESENCE_KEY, '1');
    else storage?.removeItem(CART_PRESENCE_KEY);
  } catch {
    // storage full or read-only: the stores then load on the shopper's first move, as for a new visitor
  }
}
