// With DATABASE_URL the demo shop's carts live in PostgreSQL: whichever instance answers, the shopper's cart
// is the same cart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstances, type Instances } from './support/instances.ts';

let instances: Instances;
beforeAll(async () => {
  instances = await startInstances();
});
afterAll(async () => {
  await instances?.stop();
});

/** Premium · King · 26-30 cm · White (the demo shop's catalogue). */
const PREMIUM_KING_WHITE = '4101331';

type CartAnswer = { cart: { id: string; totalQuantity: number; lines: { id: string; quantity: number; merchandise: { id: string } }[] } | null };

/** A request the load balancer sent to one instance: the page that made it is on the site's public origin. */
function cartRequest(baseUrl: string, cookie: string | null, method = 'GET', path = '', body?: unknown) {
  return fetch(`${baseUrl}/api/cart${path}`, {
    method,
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...(body ? { 'Content-Type': 'application/json', Origin: instances.varnish.url } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

describe('the demo shop on PostgreSQL', () => {
  it('a cart created through instance 1 is read through instance 2 and changed through instance 3', async () => {
    const [first, second, third] = instances.sites;
    const created = await cartRequest(first!.baseUrl, null, 'POST', '/lines', { variantId: PREMIUM_KING_WHITE, quantity: 2 });
    expect(created.status).toBe(200);
    const cookie = created.headers.get('set-cookie')!.split(';')[0]!;
    expect(cookie).toMatch(/^lt_cart=/);
    const made = ((await created.json()) as CartAnswer).cart!;
    expect(made.totalQuantity).toBe(2);

    const readElsewhere = (await (await cartRequest(second!.baseUrl, cookie)).json()) as CartAnswer;
    expect(readElsewhere.cart).toMatchObject({ id: made.id, totalQuantity: 2, lines: [{ id: made.lines[0]!.id, quantity: 2 }] });

    const changed = await cartRequest(third!.baseUrl, cookie, 'PATCH', `/lines/${encodeURIComponent(made.lines[0]!.id)}`, { quantity: 3 });
    expect(changed.status).toBe(200);
    const readBack = (await (await cartRequest(first!.baseUrl, cookie)).json()) as CartAnswer;
    expect(readBack.cart).toMatchObject({ id: made.id, totalQuantity: 3 });

    const { rows } = await instances.db.query<{ quantity: number }>('SELECT quantity FROM demo_shop_cart_lines');
    expect(rows).toEqual([{ quantity: 3 }]);
  });
});
