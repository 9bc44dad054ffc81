import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CartCreateDocument, CartLoadDocument } from '../../../generated/storefront/graphql.ts';
import { clientData } from './support/official-client.ts';
import { createTestShop, PREMIUM_KING_26_30_WHITE, mutate, run, tempDbPath } from './support/demo-shop.ts';

describe('local shop cart storage', () => {
  it('keeps a cart when the shop app is created again on the same database file', async () => {
    const first = createTestShop();
    const { cartCreate } = await mutate(first.app, CartCreateDocument, { lines: [{ merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 3 }] });

    const restarted = createTestShop(first.dbPath);
    const { cart } = await run(restarted.app, CartLoadDocument, { cartId: cartCreate.cart!.id });
    expect(cart).toMatchObject({ id: cartCreate.cart!.id, totalQuantity: 3, cost: { totalAmount: { amount: '3150.00' } } });
    expect(cart!.lines.edges[0]!.node.id).toBe(cartCreate.cart!.lines.edges[0]!.node.id);
  });

  it('does not share carts between database files', async () => {
    const { cartCreate } = await mutate(createTestShop().app, CartCreateDocument, { lines: [{ merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 1 }] });
    expect((await run(createTestShop().app, CartLoadDocument, { cartId: cartCreate.cart!.id })).cart).toBeNull();
  });

  it('keeps line attributes, the note, the cart attributes and the buyer across a restart', async () => {
    const first = createTestShop();
    const input = {
      lines: [{ merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 1, attributes: [{ key: 'Premium packaging', value: 'No' }] }],
      note: 'Gift',
      attributes: [{ key: 'Occasion', value: 'Birthday' }],
      buyerIdentity: { countryCode: 'NZ', email: 'shopper@example.com' },
    };
    const CART = 'id note attributes { key value } buyerIdentity { countryCode email } lines(first: 5) { nodes { attributes { key value } } }';
    const { cartCreate } = await clientData(first.app, `mutation($input: CartInput) { cartCreate(input: $input) { cart { ${CART} } } }`, { input });
    const restarted = createTestShop(first.dbPath);
    const { cart } = await clientData(restarted.app, `query($id: ID!) { cart(id: $id) { ${CART} } }`, { id: cartCreate.cart.id });
    expect(cart).toEqual(cartCreate.cart);
  });

  it('opens a database file written before line attributes, notes and buyers were kept', async () => {
    const dbPath = tempDbPath();
    mkdirSync(dirname(dbPath), { recursive: true });
    const old = new Database(dbPath);
    old.exec(`
      CREATE TABLE carts (token TEXT PRIMARY KEY, secret TEXT NOT NULL, discount_codes TEXT NOT NULL DEFAULT '[]', created_at TEXT NOT NULL, updated_at TEXT NOT NULL, closed_at TEXT);
      CREATE TABLE cart_lines (id TEXT PRIMARY KEY, cart_token TEXT NOT NULL REFERENCES carts(token) ON DELETE CASCADE, position INTEGER NOT NULL, variant_id INTEGER NOT NULL, quantity INTEGER NOT NULL);
      INSERT INTO carts VALUES ('c1-old', 'ab', '[]', '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z', NULL);
      INSERT INTO cart_lines VALUES ('gid://shopify/CartLine/1?cart=c1-old', 'c1-old', 0, 4101331, 2);
    `);
    old.close();
    const { cart } = await clientData(
      createTestShop(dbPath).app,
      'query { cart(id: "gid://shopify/Cart/c1-old?key=ab") { note attributes { key } buyerIdentity { countryCode } totalQuantity cost { totalAmount { amount currencyCode } } lines(first: 1) { nodes { attributes { key } } } } }',
    );
    expect(cart).toEqual({
      note: null,
      attributes: [],
      buyerIdentity: { countryCode: 'AU' },
      totalQuantity: 2,
      cost: { totalAmount: { amount: '2100.00', currencyCode: 'AUD' } },
      lines: { nodes: [{ attributes: [] }] },
    });
  });
});
