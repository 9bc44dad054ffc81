// What the demo shop keeps: carts (with their lines, codes, note, attributes and buyer) and the sandbox orders
// placed from them. One store keeps them (sql-cart-store.ts), in SQLite under DATA_DIR for one instance
// (sqlite-cart-store.ts) or in PostgreSQL when several instances share them (postgres-cart-store.ts), so a
// shopper's cart is the same whichever instance answers.
import { randomBytes } from 'node:crypto';

/** A cart or line attribute (Shopify's AttributeInput), e.g. { key: 'Premium packaging', value: 'Yes' }. */
export type Attribute = { key: string; value: string };

export type StoredLine = { id: string; variantNumericId: number; quantity: number; attributes: Attribute[] };

/** Who the cart is for; the country picks the market (and so the currency) the cart is priced in. `customerId` is
 * the signed-in customer the cart's customerAccessToken named: the order placed from it is theirs. */
export type BuyerIdentity = { countryCode: string; email: string | null; phone: string | null; customerId: string | null };

export type StoredCart = {
  token: string;
  secret: string;
  lines: StoredLine[];
  discountCodes: string[];
  note: string | null;
  attributes: Attribute[];
  buyerIdentity: BuyerIdentity;
  createdAt: string;
  updatedAt: string;
  /** Set once the cart has been checked out; a closed cart is no longer served. */
  closedAt: string | null;
};

/** Orders placed before line attributes (or the variant's id) were kept have no `attributes` (or `variantNumericId`). */
export type OrderLine = {
  sku: string;
  variantNumericId?: number;
  title: string;
  variantTitle: string;
  quantity: number;
  lineTotal: string;
  attributes?: Attribute[];
};

export type StoredOrder = {
  orderNumber: number;
  cartToken: string;
  email: string;
  lines: OrderLine[];
  discountCodes: string[];
  totalAmount: string;
  currencyCode: string;
  createdAt: string;
  /** The customer signed in when the cart went to checkout (Customer Account API id); null for a guest. */
  customerId: string | null;
};

export type NewOrder = Omit<StoredOrder, 'orderNumber' | 'cartToken' | 'createdAt' | 'customerId'>;

/** Order numbers start here, the way a new Shopify store's first order is #1001. */
export const ORDER_NUMBER_OFFSET = 1000;

export interface CartStore {
  find(token: string): Promise<StoredCart | null>;
  /** Inserts or replaces the cart with its lines, codes, note, attributes and buyer; returns it with the new updatedAt. */
  save(cart: StoredCart): Promise<StoredCart>;
  /**
   * Reads the cart, applies `change` and saves what it returns, with no other change to that cart in between
   * (two shoppers' tabs, or two instances, never lose each other's change). `change` returning null, or an
   * unknown token, leaves everything as it was and resolves null; otherwise resolves the saved cart.
   */
  update(token: string, change: (cart: StoredCart) => StoredCart | null): Promise<StoredCart | null>;
  /** Stores the order and closes its cart in one step; placing the same cart twice returns the first order. */
  placeOrder(cartToken: string, order: NewOrder): Promise<StoredOrder>;
  findOrderForCart(cartToken: string): Promise<StoredOrder | null>;
  /** The orders placed from carts that carried this customer, oldest first. */
  ordersOfCustomer(customerId: string): Promise<StoredOrder[]>;
  /** Units sold by SKU over every placed order: what the Storefront API's BEST_SELLING sort ranks by. */
  unitsSoldBySku(): Promise<Map<string, number>>;
  close(): Promise<void>;
}

export const newLineId = (cartToken: string) => `gid://shopify/CartLine/${randomBytes(16).toString('hex')}?cart=${cartToken}`;

/** A new, empty, unsaved cart with fresh random token and key, for a buyer in the given country. */
export function newCart(countryCode: string): StoredCart {
  const now = new Date().toISOString();
  return {
    token: `c1-${randomBytes(16).toString('hex')}`,
    secret: randomBytes(16).toString('hex'),
    lines: [],
    discountCodes: [],
    note: null,
    attributes: [],
    buyerIdentity: { countryCode, email: null, phone: null, customerId: null },
    createdAt: now,
    updatedAt: now,
    closedAt: null,
  };
}
