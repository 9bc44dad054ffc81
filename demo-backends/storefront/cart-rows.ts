// How carts, their lines and orders lie in table rows (sql-cart-store.ts): the mapping between rows and the
// stored shapes. JSON columns travel as text in SQLite and jsonb in PostgreSQL; the store hands rows over with
// JSON already parsed.
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
  customer_id: string | null;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
};
/** `variant_id` is a number in SQLite and a bigint (read as text) in PostgreSQL. */
export type CartLineRow = { id: string; variant_id: number | string; quantity: number; attributes: Attribute[] };
export type OrderRow = {
  id: number;
  cart_token: string;
  email: string;
  lines: OrderLine[];
  discount_codes: string[];
  total_amount: string;
  currency_code: string;
  created_at: string;
  customer_id: string | null;
};

/** A cart's row as written: JSON columns as text, which both drivers take (jsonb in PostgreSQL, text in SQLite). */
export function cartRow(cart: StoredCart) {
  const { countryCode, email, phone, customerId } = cart.buyerIdentity;
  return {
    token: cart.token,
    secret: cart.secret,
    discount_codes: JSON.stringify(cart.discountCodes),
    note: cart.note,
    attributes: JSON.stringify(cart.attributes),
    country_code: countryCode,
    buyer_email: email,
    buyer_phone: phone,
    customer_id: customerId,
    created_at: cart.createdAt,
    updated_at: cart.updatedAt,
    closed_at: cart.closedAt,
  };
}

export function cartFromRows(row: CartRow, lines: readonly CartLineRow[]): StoredCart {
  return {
    token: row.token,
    secret: row.secret,
    lines: lines.map((line) => ({ id: line.id, variantNumericId: Number(line.variant_id), quantity: line.quantity, attributes: line.attributes })),
    discountCodes: row.discount_codes,
    note: row.note,
    attributes: row.attributes,
    buyerIdentity: { countryCode: row.country_code, email: row.buyer_email, phone: row.buyer_phone, customerId: row.customer_id },
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
    customerId: row.customer_id,
  };
}
