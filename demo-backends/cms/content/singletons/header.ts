// The header (spec §2 "Header"): a button to the products page, the account and cart items.
import { SIGN_IN_PATH } from '../../../storefront/account-routes.ts';
import { button, media, withIds } from '../helpers.ts';
import type { Header } from '../types.ts';

/** The demo shop's hosted sign-in (the site mounts the demo shop at /demo/shop), as a real shop's account item
 * leads to its customer account sign-in. */
const ACCOUNT_SIGN_IN_URL = `/demo/shop${SIGN_IN_PATH}`;

export const header: Header = {
  backgroundColour: 'neutral-white',
  button: button('Shop sheets', 'products', { arrow: false }),
  headerItems: withIds([
    { itemType: 'account' as const, label: 'Account', isVisible: true, icon: media('iconAccount'), iconMobile: media('iconAccount'), url: ACCOUNT_SIGN_IN_URL },
    { itemType: 'cart' as const, label: 'Cart', isVisible: true, icon: media('iconCart'), iconMobile: media('iconCart'), url: null },
  ]),
};
