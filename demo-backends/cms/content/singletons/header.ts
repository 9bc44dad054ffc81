// The header (spec §2 "Header"): a button to the products page, the account and cart items.
import { button, media, withIds } from '../helpers.ts';
import type { Header } from '../types.ts';

export const header: Header = {
  backgroundColour: 'neutral-white',
  button: button('Shop sheets', 'products', { arrow: false }),
  headerItems: withIds([
    { itemType: 'account' as const, label: 'Account', isVisible: true, icon: media('iconAccount'), iconMobile: media('iconAccount'), url: '/account' },
    { itemType: 'cart' as const, label: 'Cart', isVisible: true, icon: media('iconCart'), iconMobile: media('iconCart'), url: null },
  ]),
};
