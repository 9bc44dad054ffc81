// The size finder's measurements through the flow and the cart store: they arrive in the /buy address, stay in it
// step by step, ride on the set added to the cart (a line attribute in the shop), come back with the shop's cart, and
// stay behind when the shopper starts another set.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buyHref, finderChoiceHref } from '../../shop-rules/buy-url.ts';
import { shopStore } from './support/shop-store.ts';

const FROM_FINDER = finderChoiceHref('queen', '26-30', '152x203x28cm');
const openAt = (href: string, env: Parameters<typeof shopStore>[1] = {}) => {
  const shop = shopStore({}, env);
  shop.store.buyFlow.openFromUrl(href.split('?')[1] ?? '');
  return shop;
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('measurements from the size finder', () => {
  it('open /buy at the depth step with the size and depth chosen, and stay in the address as the shopper moves on', () => {
    const { store } = openAt(FROM_FINDER);
    expect(store.buyFlow.currentStep).toBe(2);
    expect(store.buyFlow.filters).toMatchObject({ size: 'queen', depth: '26-30' });
    expect(store.buyFlow.next()).toBe(true);
    expect(buyHref(store.buyFlow.urlQuery)).toContain('mattress=152x203x28cm');
    expect(store.buyFlow.mattressText).toBe('152 × 203 × 28 cm');
  });

  it('go to the cart with the set, and come back from the shop with its line', async () => {
    const { store, shop } = openAt(FROM_FINDER);
    expect(await store.buyFlow.addToCart()).toBe(true);
    expect(shop.lines[0]).toMatchObject({ mattress: '152 × 203 × 28 cm' });
    expect(store.cart.items[0]!.mattress).toBe('152 × 203 × 28 cm');
    const again = shopStore();
    again.shop.lines = shop.lines;
    await again.store.cart.load();
    expect(again.store.cart.items[0]!.mattress).toBe('152 × 203 × 28 cm');
  });

  it('a set added without the finder carries none, and an unreadable address value is dropped', async () => {
    const plain = openAt(buyHref({ step: 2, app: null, version: null, size: 'queen', colour: 'white', depth: '26-30' }));
    await plain.store.buyFlow.addToCart();
    expect(plain.shop.lines[0]).toMatchObject({ mattress: null });
    expect(plain.store.cart.items[0]!.mattress).toBeNull();
    expect(openAt('/buy?step=2&size=queen&depth=26-30&mattress=huge').store.buyFlow.mattress).toBeNull();
  });

  it("stay behind with 'Add another product'", async () => {
    const { store } = openAt(FROM_FINDER);
    await store.buyFlow.addToCart();
    store.buyFlow.addAnotherProduct();
    expect(store.buyFlow.mattress).toBeNull();
    expect(buyHref(store.buyFlow.urlQuery)).not.toContain('mattress');
  });

  it("step 3's checkout link takes them along", () => {
    const checkoutUrlForVariant = vi.fn((id: string, _packaging: boolean, mattress?: string | null) => `/checkout/variant/${id}?mattress=${mattress}`);
    const { store, navigate } = openAt(FROM_FINDER, { env: { checkoutUrlForVariant } });
    store.buyFlow.next();
    expect(store.buyFlow.currentStep).toBe(3);
    store.buyFlow.next();
    vi.runAllTimers();
    expect(checkoutUrlForVariant).toHaveBeenCalledWith(expect.any(String), true, '152 × 203 × 28 cm');
    expect(navigate).toHaveBeenCalledWith(expect.stringContaining('mattress=152 × 203 × 28 cm'));
  });
});
