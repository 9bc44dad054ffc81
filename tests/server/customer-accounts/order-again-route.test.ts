// Order again when the set is sold out now: nothing goes in the cart, and /account says plainly which set and
// offers the nearest choice (the flow at the same size and depth, with the same measurements).
import { describe, expect, it } from 'vitest';
import { ShopUserError } from '../../../clients/storefront/errors.ts';
import type { CartLineInput, StorefrontClient } from '../../../clients/storefront/storefront-client.ts';
import type { CustomerOrder } from '../../../demo-backends/customer-accounts/customer-data.ts';
import { accountHarness } from './support/account-harness.ts';

const ADA = 'gid://shopify/Customer/7001';
/** Classic · Super King · 15-20 cm · White: sold out in the demo catalogue. */
const SOLD_OUT = 'gid://shopify/ProductVariant/4102411';

const order: CustomerOrder = {
  id: 'gid://shopify/Order/1004',
  name: '#1004',
  number: 1004,
  processedAt: '2026-11-04T10:00:00Z',
  totalPrice: { amount: '990.00', currencyCode: 'AUD' },
  lineItems: [
    {
      title: 'Tailored Sateen Sheet Set — Classic',
      variantTitle: 'Super King / 15-20 cm / White',
      quantity: 1,
      variantId: SOLD_OUT,
      productId: 'gid://shopify/Product/8100002',
      customAttributes: [{ key: 'Mattress', value: '183 × 203 × 18 cm' }],
      price: { amount: '990.00', currencyCode: 'AUD' },
      imageUrl: null,
    },
  ],
};

/** A shop whose cart refuses the sold-out variant as Shopify does (a userError on the line), and records what it was sent. */
function shopRefusingSoldOut(sent: CartLineInput[][]): StorefrontClient {
  const refuse = (lines: CartLineInput[]) => {
    sent.push(lines);
    throw new ShopUserError('creating a cart', [
      { field: ['input', 'lines', '0', 'merchandiseId'], message: 'Sold out', code: 'MERCHANDISE_NOT_ENOUGH_STOCK' },
    ]);
  };
  return {
    loadCart: async () => null,
    createCart: async (lines: CartLineInput[]) => refuse(lines),
    addLines: async () => refuse([]),
  } as unknown as StorefrontClient;
}

describe('order again', () => {
  it('a set sold out now: no cart, and /account names the set and links to the nearest choice with the same measurements', async () => {
    const sent: CartLineInput[][] = [];
    const site = await accountHarness({ cartShop: shopRefusingSoldOut(sent) });
    site.data.recordOrder(ADA, order);
    await site.signIn('ada@example.com');

    const again = await site.visit('/account/orders/again', site.form({ order: '#1004' }));
    expect(again.status).toBe(303);
    expect(sent).toEqual([[{ merchandiseId: SOLD_OUT, quantity: 1, attributes: [{ key: 'Mattress', value: '183 × 203 × 18 cm' }] }]]);
    expect(site.jar.has('lt_cart')).toBe(false);

    const page = await site.visit(again.headers.get('location')!);
    const html = await page.text();
    expect(html).toContain('Tailored Sateen Sheet Set — Classic, Super King / 15-20 cm / White is sold out now, so it was not put in your cart.');
    const nearest = /<a href="([^"]+)">Choose the nearest set<\/a>/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    expect(nearest).toBeDefined();
    const url = new URL(nearest!, 'http://localhost');
    expect(url.pathname).toBe('/buy');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ step: '2', size: 'Super King', depth: '15-20 cm', mattress: '183x203x18cm' });
  });

  it('signed out, it asks to sign in first and puts nothing in a cart', async () => {
    const sent: CartLineInput[][] = [];
    const site = await accountHarness({ cartShop: shopRefusingSoldOut(sent) });
    const again = await site.visit('/account/orders/again', site.form({ order: '#1004' }));
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/account/login?return_to=%2Faccount');
    expect(sent).toEqual([]);
  });
});
