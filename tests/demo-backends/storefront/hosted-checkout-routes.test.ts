import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { CartCreateDocument, CartDiscountCodesUpdateDocument, CartLoadDocument } from '../../../generated/storefront/graphql.ts';
import {
  CLASSIC_QUEEN_21_25_SAND,
  CLASSIC_SUPER_KING_SOLD_OUT,
  createTestShop,
  PREMIUM_KING_26_30_WHITE,
  PUBLIC_BASE_URL,
  mutate,
  run,
} from './support/demo-shop.ts';

const { app, dbPath } = createTestShop();

async function cartWithTwoLines() {
  const { cartCreate } = await mutate(app, CartCreateDocument, {
    lines: [
      { merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 2 },
      { merchandiseId: CLASSIC_QUEEN_21_25_SAND, quantity: 1 },
    ],
  });
  const cart = cartCreate.cart!;
  return { cart, checkoutPath: cart.checkoutUrl.slice(PUBLIC_BASE_URL.length) };
}

const placeOrder = (path: string, email: string) =>
  app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ email }).toString() });

describe('local shop hosted checkout', () => {
  it('lists each line with its options, quantity and line total, and the cart total', async () => {
    const { checkoutPath } = await cartWithTwoLines();
    const response = await app.request(checkoutPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await response.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('Tailored Sateen Sheet Set — Premium');
    expect(page).toContain('King / 26-30 cm / White');
    expect(page).toContain('$2,100.00');
    expect(page).toContain('Queen / 21-25 cm / Sand');
    expect(page).toContain('$2,950.00');
    expect(page).toMatch(/<label for="email">/);
    expect(page).toContain('Place sandbox order');
  });

  it('shows the WELCOME10 discount on the premium set only, and the discounted total', async () => {
    const { cart, checkoutPath } = await cartWithTwoLines();
    await mutate(app, CartDiscountCodesUpdateDocument, { cartId: cart.id, discountCodes: ['WELCOME10'] });
    const page = await (await app.request(checkoutPath)).text();
    // 10% of the premium line ($2,100.00); the classic line ($850.00) keeps its price.
    expect(page).toMatch(/Discount WELCOME10<\/th><td class="number">−\$210\.00</);
    expect(page).toContain('$2,740.00');
  });

  it.each([
    ['', 'Required'],
    ['not-an-email', 'Please enter a valid email'],
  ])('refuses the email %j with "%s" and keeps the order open', async (email, message) => {
    const { cart, checkoutPath } = await cartWithTwoLines();
    const response = await placeOrder(checkoutPath, email);
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).toContain(message);
    expect(page).toContain('aria-invalid="true"');
    expect((await run(app, CartLoadDocument, { cartId: cart.id })).cart).not.toBeNull();
  });

  it('escapes what the shopper typed when showing it again', async () => {
    const { checkoutPath } = await cartWithTwoLines();
    const page = await (await placeOrder(checkoutPath, '"><script>alert(1)</script>')).text();
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('places a sandbox order: stores it, closes the cart and shows the order number', async () => {
    const { cart, checkoutPath } = await cartWithTwoLines();
    const placed = await placeOrder(checkoutPath, ' shopper@example.com ');
    expect(placed.status).toBe(303);
    expect(placed.headers.get('location')).toBe(cart.checkoutUrl);

    const confirmation = await (await app.request(checkoutPath)).text();
    const orderNumber = /order #(\d+) is confirmed/.exec(confirmation)?.[1];
    expect(orderNumber).toBeDefined();
    expect(confirmation).toContain('shopper@example.com');

    const db = new Database(dbPath, { readonly: true });
    const order = db.prepare('SELECT * FROM demo_shop_orders WHERE id = ?').get(Number(orderNumber) - 1000) as Record<string, string>;
    db.close();
    expect(order).toMatchObject({ email: 'shopper@example.com', total_amount: '2950.00', currency_code: 'AUD' });
    expect(JSON.parse(order.lines!)).toEqual([
      {
        sku: 'LT-PRE-KING-26-30-WHT',
        variantNumericId: 4101331,
        title: 'Tailored Sateen Sheet Set — Premium',
        variantTitle: 'King / 26-30 cm / White',
        quantity: 2,
        lineTotal: '2100.00',
        attributes: [],
      },
      {
        sku: 'LT-CLA-QUEEN-21-25-SND',
        variantNumericId: 4102222,
        title: 'Tailored Sateen Sheet Set — Classic',
        variantTitle: 'Queen / 21-25 cm / Sand',
        quantity: 1,
        lineTotal: '850.00',
        attributes: [],
      },
    ]);

    expect((await run(app, CartLoadDocument, { cartId: cart.id })).cart).toBeNull();
    const secondSubmit = await placeOrder(checkoutPath, 'other@example.com');
    expect(secondSubmit.status).toBe(303);
    expect(await (await app.request(checkoutPath)).text()).toContain(`order #${orderNumber} is confirmed`);
  });

  it('answers an unknown checkout with a 404 page', async () => {
    const response = await app.request('/checkouts/c1-does-not-exist');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Checkout not found');
  });
});

describe('local shop cart permalink', () => {
  it('creates a cart with the variant and quantity and redirects to its checkout', async () => {
    const response = await app.request('/cart/4101331:1');
    expect(response.status).toBe(302);
    const location = response.headers.get('location')!;
    expect(location).toMatch(/^http:\/\/localhost:3000\/demo\/shop\/checkouts\/c1-[0-9a-f]{32}$/);
    const page = await (await app.request(location.slice(PUBLIC_BASE_URL.length))).text();
    expect(page).toContain('King / 26-30 cm / White');
    expect(page).toContain('$1,050.00');
  });

  it('refuses a sold-out variant, an unknown variant and a malformed link', async () => {
    const soldOut = CLASSIC_SUPER_KING_SOLD_OUT.split('/').at(-1);
    expect((await app.request(`/cart/${soldOut}:1`)).status).toBe(422);
    expect((await app.request('/cart/123:1')).status).toBe(422);
    expect((await app.request('/cart/4101331:31')).status).toBe(422);
    expect((await app.request('/cart/oops')).status).toBe(404);
  });
});
