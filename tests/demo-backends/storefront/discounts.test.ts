// WELCOME10 does what the home page promises: "10% off every premium set". It is allocated to the premium lines
// (CartLine.discountAllocations); a cart without a premium set keeps the code as not applicable, with a warning.
import { describe, expect, it } from 'vitest';
import { clientData } from './support/official-client.ts';
import { CLASSIC_QUEEN_21_25_SAND, createTestShop, PREMIUM_KING_26_30_WHITE } from './support/demo-shop.ts';

const { app } = createTestShop();

const ALLOCATIONS = `discountAllocations { __typename discountedAmount { amount currencyCode } targetType
  ... on CartCodeDiscountAllocation { code }
  discountApplication { allocationMethod targetSelection targetType value { ... on PricingPercentageValue { percentage } } } }`;
const QUERY = `mutation($input: CartInput) { cartCreate(input: $input) {
  cart { discountCodes { code applicable } discountAllocations { targetType } cost { subtotalAmount { amount } totalAmount { amount } }
    lines(first: 10) { nodes { quantity cost { subtotalAmount { amount } totalAmount { amount } } ${ALLOCATIONS} } } }
  userErrors { code } warnings { code message } } }`;

const createWith = async (lines: Array<{ merchandiseId: string; quantity: number }>) =>
  (await clientData(app, QUERY, { input: { lines, discountCodes: ['WELCOME10'] } })).cartCreate;

describe('WELCOME10', () => {
  it('takes 10% off the premium set only, allocated to its line', async () => {
    const { cart, warnings } = await createWith([
      { merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 2 },
      { merchandiseId: CLASSIC_QUEEN_21_25_SAND, quantity: 1 },
    ]);
    expect(warnings).toEqual([]);
    expect(cart.discountCodes).toEqual([{ code: 'WELCOME10', applicable: true }]);
    const [premium, classic] = cart.lines.nodes;
    expect(premium.cost).toEqual({ subtotalAmount: { amount: '2100.00' }, totalAmount: { amount: '1890.00' } });
    expect(premium.discountAllocations).toEqual([
      {
        __typename: 'CartCodeDiscountAllocation',
        code: 'WELCOME10',
        discountedAmount: { amount: '210.00', currencyCode: 'AUD' },
        targetType: 'LINE_ITEM',
        discountApplication: { allocationMethod: 'ACROSS', targetSelection: 'ENTITLED', targetType: 'LINE_ITEM', value: { percentage: 10 } },
      },
    ]);
    expect(classic.discountAllocations).toEqual([]);
    expect(classic.cost.totalAmount.amount).toBe('850.00');
    // Allocated to lines, not to the cart as an order discount.
    expect(cart.discountAllocations).toEqual([]);
    // As Shopify's: the cart subtotal is before cart-level discounts, after line-level ones.
    expect(cart.cost).toEqual({ subtotalAmount: { amount: '2740.00' }, totalAmount: { amount: '2740.00' } });
  });

  it('does not apply to a cart of classic sets, and says why', async () => {
    const { cart, warnings } = await createWith([{ merchandiseId: CLASSIC_QUEEN_21_25_SAND, quantity: 1 }]);
    expect(cart.discountCodes).toEqual([{ code: 'WELCOME10', applicable: false }]);
    expect(cart.cost.totalAmount.amount).toBe('850.00');
    expect(warnings).toEqual([{ code: 'DISCOUNT_NO_ENTITLED_LINE_ITEMS', message: 'The discount code WELCOME10 applies to premium sheet sets only.' }]);
  });
});
