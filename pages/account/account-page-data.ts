// What /account shows, as the server hands it to the page (server/customer-accounts/account-routes.ts): the
// customer's name, addresses and orders newest first, or word that the shop's account service is away.
// The page itself reads nothing: it is rendered only for the signed-in customer, never shared.

export type AccountOrderLine = {
  title: string;
  variantTitle: string | null;
  /** The shop's variant, for Order again; null when the shop no longer knows it. */
  variantId: string | null;
  quantity: number;
  attributes: { key: string; value: string }[];
};
export type AccountOrder = { name: string; processedAt: string; total: { amount: string; currencyCode: string }; lines: AccountOrderLine[] };
export type AccountOverview = { name: string; email: string | null; addresses: string[][]; orders: AccountOrder[] };

/** Word after Order again could not put a set in the cart: the set, and the nearest choice to offer instead. */
export type OrderAgainNotice = { soldOut: string; nearestHref: string };

export type AccountPageData =
  { state: 'signed-in'; overview: AccountOverview; signOutPath: string; orderAgainPath: string; notice: OrderAgainNotice | null } | { state: 'unavailable' };

/** The spec's shop labels for the account screens (account, orders, addresses) and the page's own sentences. */
export const ACCOUNT_WORDS = {
  account: 'Account',
  orders: 'Orders',
  addresses: 'Addresses',
  noOrders: 'No orders yet.',
  noAddresses: 'No addresses saved yet.',
  order: 'Order',
  set: 'Set',
  quantity: 'Quantity',
  signOut: 'Sign out',
  orderAgain: 'Order again',
  soldOutNow: (set: string) => `${set} is sold out now, so it was not put in your cart.`,
  nearestChoice: 'Choose the nearest set',
  unavailable: 'Your account cannot be shown just now',
  unavailableBody: 'The shop’s account service is not answering. Your orders are safe; please try again in a few minutes.',
  backToShop: 'Back to the shop',
} as const;
