// The header (spec §2 "Header"): a button to the products page, the account and cart items.
import { button, media, withIds } from '../helpers.ts';
import type { Header } from '../types.ts';

/** The site's own account page: it signs the shopper in through the shop's customer accounts first (and, on a site
 * without customer accounts, leads on to the shop's hosted account: server/session/account-entry.ts). */
const ACCOUNT_URL = '/account';

export const header: Header = {
  backgroundColour: 'neutral-white',
  button: button('Shop sheets', 'products', { arrow: false }),
  headerItems: withIds([
    { itemType: 'account' as const, label: 'Account', isVisible: true, icon: media('iconAccount'), iconMobile: media('iconAccount'), url: ACCOUNT_URL },
    { itemType: 'cart' as const, label: 'Cart', isVisible: true, icon: media('iconCart'), iconMobile: media('iconCart'), url: null },
  ]),
};
