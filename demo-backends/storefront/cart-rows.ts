// How carts, their lines and orders lie in table rows, for both stores (sqlite-cart-store.ts and
// postgres-cart-store.ts): the cart's columns in the order its upsert writes them, and the mapping between rows
// and the stored shapes. The stores differ only in their SQL dialect and in how JSON columns travel (text in
// SQLite, jsonb in PostgreSQL), so they hand rows over with JSON already parsed.
import { ORDER_NUMBER_OFFSET, type Attribute, type OrderLine, type StoredCart, type StoredOrder } from './cart-store.ts';

export type CartRow = {
  token: string;
  secret: string;
  discount_codes: string[];
  note: string | null;
  attributes: Attribute[];
  country_code: string;
  buyer_email: string | null;
  buyer_phone: string | null;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
};
/** `variant_id` is a number in SQLite and a bigint (read as text) in PostgreSQL. */
export type CartLineRow = { id: string; variant_id: number | string; quantity: number; attributes: Attribute[] };
export type OrderRow = { id: number; cart_token: string; email: string; lines: OrderLine[]; discount_codes: string[]; total_amount: string; currency_code: string; created_at: string };

/** The cart columns an upsert writes, in the order of cartRowValues. */
export const CART_COLUMNS = ['token', 'secret', 'discount_codes', 'note', 'attributes', 'country_code', 'buyer_email', 'buyer_phone', 'created_at', 'updated_at', 'closed_at'] as const;

/** What a save of an existing cart changes: everything but its token, key and creation time (same SQL in both dialects). */
export const CART_UPSERT_SET = CART_COLUMNS.filter((column) => column !== 'token' && column !== 'secret' && column !== 'created_at')
  .map((column) => `${column} = excluded.${column}`)
  .join(', ');

/** CART_COLUMNS' values for a cart; JSON columns as text, which both drivers take. */
export function cartRowValues(cart: StoredCart): (string | null)[] {
  const { countryCode, email, phone } = cart.buyerIdentity;
  return [cart.token, cart.secret, JSON.stringify(cart.discountCodes), cart.note, JSON.stringify(cart.attributes), countryCode, email, phone, cart.createdAt, cart.updatedAt, cart.closedAt];
}

export function cartFromRows(row: CartRow, lines: readonly CartLineRow[]): StoredCart {
  return {
    token: row.token,
    secret: row.secret,
    lines: lines.map((line) => ({ id: line.id, variantNumericId: Number(line.variant_id), quantity: line.quantity, attributes: line.attributes })),
    discountCodes: row.discount_codes,
    note: row.note,
    attributes: row.attributes,
    buyerIdentity: { countryCode: row.country_code, email: row.buyer_email, phone: row.buyer_phone },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    closedAt: row.closed_at,
  };
}

export function orderFromRow(row: OrderRow): StoredOrder {
  return {
    orderNumber: row.id + ORDER_NUMBER_OFFSET,
    cartToken: row.cart_token,
    email: row.email,
    lines: row.lines,
    discountCodes: row.discount_codes,
    totalAmount: row.total_amount,
    currencyCode: row.currency_code,
    createdAt: row.created_at,
  };
}
