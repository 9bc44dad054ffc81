import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { describe, expect, it } from 'vitest';
import type { RootStoreInstance, RootStoreSnapshot } from '../../../models/root-store.ts';
import { StoreContext } from '../../../models/store-context.tsx';
import { CartButton } from '../../../renderer/header/CartButton.tsx';
import { cartButtonLabel, showsCartCount, snapshotCartCount } from '../../../renderer/header/cart-count.ts';
import type { ChromeHeaderItem } from '../../../content/site-chrome.ts';

const cartItem: ChromeHeaderItem = { kind: 'cart', label: 'Cart', href: null, icon: '/media/cart.svg', iconMobile: null };

/** Renders the cart button as the server does, with a store whose cart holds `count` items. */
function renderCart(count: number): string {
  const store = { cart: { count } } as unknown as RootStoreInstance;
  const access = { store, snapshot: {} as RootStoreSnapshot, load: async () => store };
  return renderToStaticMarkup(
    <VikeReactProviderPageContext pageContext={{} as PageContext}>
      <StoreContext.Provider value={access}>
        <CartButton item={cartItem} />
      </StoreContext.Provider>
    </VikeReactProviderPageContext>,
  );
}

describe('the header cart count', () => {
  it('shows from one item up', () => {
    expect(showsCartCount(0)).toBe(false);
    expect(showsCartCount(1)).toBe(true);
    expect(showsCartCount(12)).toBe(true);
  });

  it('counts every unit of every line in a snapshot', () => {
    expect(snapshotCartCount({ items: [{ quantity: 2 }, { quantity: 1 }] })).toBe(3);
    expect(snapshotCartCount({ items: [] })).toBe(0);
    expect(snapshotCartCount(undefined)).toBe(0);
  });

  it('names the button with the CMS label and the count', () => {
    expect(cartButtonLabel('Cart', 0)).toBe('Cart');
    expect(cartButtonLabel('Cart', 1)).toBe('Cart, 1 item');
    expect(cartButtonLabel('Cart', 3)).toBe('Cart, 3 items');
  });

  it('renders no badge for an empty cart', () => {
    const html = renderCart(0);
    expect(html).toContain('aria-label="Cart"');
    expect(html).not.toContain('header-item__count');
  });

  it('renders the count badge when the cart holds items', () => {
    const html = renderCart(2);
    expect(html).toContain('aria-label="Cart, 2 items"');
    expect(html).toMatch(/<span class="header-item__count"[^>]*>2<\/span>/);
  });
});
