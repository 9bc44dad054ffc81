// Line attributes (the site's 'Premium packaging: Yes/No'), the cart note and cart attributes are kept with the cart,
// answered back on CartLine.attributes and Cart.note/attributes, and shown on the hosted checkout.
import { describe, expect, it } from 'vitest';
import { MAX_ATTRIBUTES } from '../../../demo-backends/storefront/cart-inputs.ts';
import { clientData } from './support/official-client.ts';
import { CLASSIC_QUEEN_21_25_SAND, createTestShop, PREMIUM_KING_26_30_WHITE, PUBLIC_BASE_URL } from './support/demo-shop.ts';

const { app } = createTestShop();
const packaging = (value: 'Yes' | 'No') => [{ key: 'Premium packaging', value }];

const CART =
  'id checkoutUrl note attributes { key value } lines(first: 10) { nodes { id quantity attributes { key value } attribute(key: "Premium packaging") { value } } }';
const PAYLOAD = `cart { ${CART} } userErrors { code field message }`;

async function create(input: Record<string, unknown>) {
  return (await clientData(app, `mutation($input: CartInput) { cartCreate(input: $input) { ${PAYLOAD} } }`, { input })).cartCreate;
}

const linesAdd = async (cartId: string, lines: unknown[]) =>
  (
    await clientData(app, `mutation($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { ${PAYLOAD} } }`, {
      cartId,
      lines,
    })
  ).cartLinesAdd;

const linesUpdate = async (cartId: string, lines: unknown[]) =>
  (
    await clientData(app, `mutation($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { ${PAYLOAD} } }`, {
      cartId,
      lines,
    })
  ).cartLinesUpdate;

describe('premium packaging as a line attribute', () => {
  it('keeps the attributes the site sends with cartCreate and answers them on each line', async () => {
    const { cart, userErrors } = await create({ lines: [{ merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 1, attributes: packaging('Yes') }] });
    expect(userErrors).toEqual([]);
    expect(cart.lines.nodes[0]).toMatchObject({ attributes: packaging('Yes'), attribute: { value: 'Yes' } });
  });

  it('changes a line from premium packaging to none with cartLinesUpdate, joining an identical line', async () => {
    const { cart } = await create({
      lines: [
        { merchandiseId: CLASSIC_QUEEN_21_25_SAND, quantity: 1, attributes: packaging('Yes') },
        { merchandiseId: CLASSIC_QUEEN_21_25_SAND, quantity: 2, attributes: packaging('No') },
      ],
    });
    const [withPackaging, without] = cart.lines.nodes;
    expect(cart.lines.nodes).toHaveLength(2);
    const { cart: updated } = await linesUpdate(cart.id, [{ id: withPackaging.id, attributes: packaging('No') }]);
    expect(updated.lines.nodes).toEqual([expect.objectContaining({ id: withPackaging.id, quantity: 3, attributes: packaging('No') })]);
    expect(without.id).not.toBe(withPackaging.id);
  });

  it("shows each line's premium packaging on the hosted checkout and keeps it with the order", async () => {
    const { cart } = await create({
      lines: [
        { merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 1, attributes: packaging('Yes') },
        { merchandiseId: CLASSIC_QUEEN_21_25_SAND, quantity: 1, attributes: [...packaging('No'), { key: '_source', value: 'buy-flow' }] },
      ],
    });
    const checkoutPath = cart.checkoutUrl.slice(PUBLIC_BASE_URL.length);
    const page = await (await app.request(checkoutPath)).text();
    expect(page).toMatch(/King \/ 26-30 cm \/ White<\/p><p>Premium packaging: Yes<\/p>/);
    expect(page).toMatch(/Queen \/ 21-25 cm \/ Sand<\/p><p>Premium packaging: No<\/p><\/div>/);
    // Keys starting with an underscore are for the storefront, not the shopper, as at Shopify's checkout.
    expect(page).not.toContain('_source');

    const form = new URLSearchParams({ email: 'shopper@example.com' }).toString();
    await app.request(checkoutPath, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form });
    expect(await (await app.request(checkoutPath)).text()).toContain('<p>Premium packaging: Yes</p>');
  });

  it('refuses more attributes than the demo shop keeps, a blank key and an over-long value, changing nothing', async () => {
    const { cart } = await create({ lines: [{ merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 1 }] });
    const many = Array.from({ length: MAX_ATTRIBUTES + 1 }, (_, index) => ({ key: `k${index}`, value: 'v' }));
    const tooMany = await linesAdd(cart.id, [{ merchandiseId: CLASSIC_QUEEN_21_25_SAND, attributes: many }]);
    expect(tooMany.userErrors).toEqual([
      { code: 'INVALID', field: ['lines', '0', 'attributes'], message: expect.stringContaining(`at most ${MAX_ATTRIBUTES}`) },
    ]);
    const blank = await linesAdd(cart.id, [{ merchandiseId: CLASSIC_QUEEN_21_25_SAND, attributes: [{ key: ' ', value: 'Yes' }] }]);
    expect(blank.userErrors[0]).toMatchObject({ code: 'INVALID', field: ['lines', '0', 'attributes', '0', 'key'] });
    const long = await linesAdd(cart.id, [{ merchandiseId: CLASSIC_QUEEN_21_25_SAND, attributes: [{ key: 'Engraving', value: 'x'.repeat(251) }] }]);
    expect(long.userErrors[0]).toMatchObject({ code: 'INVALID', field: ['lines', '0', 'attributes', '0', 'value'] });
    expect(long.cart.lines.nodes).toHaveLength(1);
  });
});

describe('cart note and attributes', () => {
  it('keeps the note and attributes given to cartCreate and replaces them with the update mutations', async () => {
    const { cart } = await create({ note: 'Leave with the neighbour', attributes: [{ key: 'Gift', value: 'Yes' }] });
    expect(cart).toMatchObject({ note: 'Leave with the neighbour', attributes: [{ key: 'Gift', value: 'Yes' }] });
    const noted = await clientData(app, `mutation($id: ID!) { cartNoteUpdate(cartId: $id, note: "Ring twice") { ${PAYLOAD} } }`, { id: cart.id });
    expect(noted.cartNoteUpdate.cart.note).toBe('Ring twice');
    const updated = await clientData(
      app,
      `mutation($id: ID!) { cartAttributesUpdate(cartId: $id, attributes: [{ key: "Occasion", value: "Wedding" }]) { ${PAYLOAD} } }`,
      {
        id: cart.id,
      },
    );
    expect(updated.cartAttributesUpdate.cart.attributes).toEqual([{ key: 'Occasion', value: 'Wedding' }]);
  });

  it('refuses a note over 1,000 characters with NOTE_TOO_LONG', async () => {
    const { cart } = await create({});
    const { cartNoteUpdate } = await clientData(app, `mutation($id: ID!, $note: String!) { cartNoteUpdate(cartId: $id, note: $note) { ${PAYLOAD} } }`, {
      id: cart.id,
      note: 'x'.repeat(1001),
    });
    expect(cartNoteUpdate.userErrors).toEqual([{ code: 'NOTE_TOO_LONG', field: ['note'], message: expect.any(String) }]);
    expect(cartNoteUpdate.cart.note).toBeNull();
  });

  it('refuses a buyer e-mail or phone that is not one', async () => {
    const { cart, userErrors } = await create({ buyerIdentity: { email: 'not-an-email', phone: '0412 345 678' } });
    expect(cart).toBeNull();
    expect(userErrors.map((error: { field: string[] }) => error.field)).toEqual([
      ['input', 'buyerIdentity', 'email'],
      ['input', 'buyerIdentity', 'phone'],
    ]);
  });
});
