// Imitates the cart a Hydrogen skeleton storefront keeps, with operations written here (operations/cart.ts): a cart
// created from a whole CartInput, lines with attributes (merged when equal), quantities changed, lines removed, a
// discount code through a deferred payload, the note, attributes and buyer identity, and the cart read back in full,
// @inContext defaulting to the unknown region ZZ. Sent the way the official Storefront API client sends them.
import { describe, expect, it } from 'vitest';
import { BASKET_CHANGES, READ_BASKET, START_BASKET } from './operations/cart.ts';
import { AU_EN, clientData } from './support/official-client.ts';
import { CLASSIC_QUEEN_21_25_SAND, createTestShop, PREMIUM_KING_26_30_WHITE } from './support/demo-shop.ts';

const { app } = createTestShop();
const packaging = (value: 'Yes' | 'No') => [{ key: 'Premium packaging', value }];

const OPERATIONS = { cartCreate: START_BASKET, ...BASKET_CHANGES };

async function mutation(name: keyof typeof OPERATIONS, variables: Record<string, unknown>) {
  const payload = (await clientData(app, OPERATIONS[name], { ...variables, country: AU_EN.country }))[name];
  expect(payload.userErrors).toEqual([]);
  return payload;
}

const loadCart = async (basketId: string) => (await clientData(app, READ_BASKET, { basketId, ...AU_EN })).cart;

async function newCart() {
  const { cart } = await mutation('cartCreate', {
    start: {
      lines: [{ merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 1, attributes: packaging('Yes') }],
      buyerIdentity: { countryCode: 'AU', email: 'shopper@example.com' },
      note: 'Please leave at the door',
      attributes: [{ key: 'Gift', value: 'No' }],
    },
  });
  return cart;
}

describe('a cart kept the Hydrogen way', () => {
  it('creates a cart from a CartInput and keeps everything it was given', async () => {
    const created = await newCart();
    expect(created).toMatchObject({ totalQuantity: 1, checkoutUrl: expect.stringMatching(/^http:\/\/localhost:3000\/demo\/shop\/checkouts\//) });
    const cart = await loadCart(created.id);
    expect(cart).toMatchObject({
      id: created.id,
      note: 'Please leave at the door',
      attributes: [{ key: 'Gift', value: 'No' }],
      buyerIdentity: { countryCode: 'AU', email: 'shopper@example.com', phone: null, customer: null },
      appliedGiftCards: [],
      discountCodes: [],
      cost: {
        subtotalAmount: { amount: '1050.00', currencyCode: 'AUD' },
        totalAmount: { amount: '1050.00', currencyCode: 'AUD' },
        totalDutyAmount: null,
        totalTaxAmount: null,
      },
    });
    expect(cart.lines.nodes).toEqual([
      expect.objectContaining({
        quantity: 1,
        attributes: packaging('Yes'),
        cost: expect.objectContaining({ totalAmount: { amount: '1050.00', currencyCode: 'AUD' }, compareAtAmountPerQuantity: null }),
        merchandise: expect.objectContaining({ id: PREMIUM_KING_26_30_WHITE, product: expect.objectContaining({ vendor: 'Linden & Tuck' }) }),
        parentRelationship: null,
      }),
    ]);
  });

  it('keeps the same set with and without premium packaging as two lines, and merges a repeat of either', async () => {
    const cart = await newCart();
    await mutation('cartLinesAdd', { basketId: cart.id, lines: [{ merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 1, attributes: packaging('No') }] });
    const { cart: added } = await mutation('cartLinesAdd', {
      basketId: cart.id,
      lines: [{ merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 2, attributes: packaging('Yes') }],
    });
    expect(added.totalQuantity).toBe(4);
    const lines = (await loadCart(cart.id)).lines.nodes;
    expect(lines.map((line: { quantity: number; attributes: unknown }) => [line.quantity, line.attributes])).toEqual([
      [3, packaging('Yes')],
      [1, packaging('No')],
    ]);
  });

  it('changes a line quantity and its attributes, and removes a line', async () => {
    const cart = await newCart();
    await mutation('cartLinesAdd', { basketId: cart.id, lines: [{ merchandiseId: CLASSIC_QUEEN_21_25_SAND, quantity: 1, attributes: packaging('Yes') }] });
    const [premium, classic] = (await loadCart(cart.id)).lines.nodes;
    await mutation('cartLinesUpdate', { basketId: cart.id, lines: [{ id: classic.id, quantity: 2, attributes: packaging('No') }] });
    const updated = (await loadCart(cart.id)).lines.nodes;
    expect(updated[1]).toMatchObject({ id: classic.id, quantity: 2, attributes: packaging('No') });
    await mutation('cartLinesRemove', { basketId: cart.id, lineIds: [premium.id] });
    expect((await loadCart(cart.id)).lines.nodes.map((line: { id: string }) => line.id)).toEqual([classic.id]);
  });

  it('applies WELCOME10 through the deferred payload of cartDiscountCodesUpdate', async () => {
    const cart = await newCart();
    const payload = await mutation('cartDiscountCodesUpdate', { basketId: cart.id, discountCodes: ['WELCOME10'] });
    expect(payload.warnings).toEqual([]);
    expect((await loadCart(cart.id)).cost.totalAmount.amount).toBe('945.00');
  });

  it('updates the note, the attributes and the buyer identity', async () => {
    const cart = await newCart();
    await mutation('cartNoteUpdate', { basketId: cart.id, note: 'Gift wrap both sets' });
    await mutation('cartAttributesUpdate', { basketId: cart.id, attributes: [{ key: 'Occasion', value: 'Wedding' }] });
    await mutation('cartBuyerIdentityUpdate', { basketId: cart.id, buyerIdentity: { phone: '+61412345678' } });
    expect(await loadCart(cart.id)).toMatchObject({
      note: 'Gift wrap both sets',
      attributes: [{ key: 'Occasion', value: 'Wedding' }],
      buyerIdentity: { countryCode: 'AU', email: 'shopper@example.com', phone: '+61412345678' },
    });
  });

  it("answers a cart asked for in the unknown region ZZ (Hydrogen's default country) in the shop's home market", async () => {
    const cart = await newCart();
    const { cart: loaded } = await clientData(app, READ_BASKET, { basketId: cart.id, country: 'ZZ' });
    expect(loaded.cost.totalAmount.currencyCode).toBe('AUD');
  });
});
