// Every field of the query root, Shop, Product, ProductVariant, Collection, Cart and Localization (and the objects
// they answer with) is asked for alone: each answers, or is refused loudly because it is in the one list of
// refusals (refusals.ts) with its reason. The operations guide's table is that list, written by refusals-table.ts.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { REFUSALS } from '../../../demo-backends/storefront/refusals.ts';
import { refusalsTable, TABLE_END, TABLE_START } from '../../../demo-backends/storefront/refusals-table.ts';
import { storefrontSchema } from '../../../demo-backends/storefront/storefront-schema.ts';
import { AREA_PATHS, probeFields } from './support/field-probe.ts';
import { createTestShop, PREMIUM_KING_26_30_WHITE } from './support/demo-shop.ts';
import { clientData } from './support/official-client.ts';

const { app } = createTestShop();
let cartId: string;

beforeAll(async () => {
  const created = await clientData(app, 'mutation($line: CartLineInput!) { cartCreate(input: { lines: [$line] }) { cart { id } } }', {
    line: { merchandiseId: PREMIUM_KING_26_30_WHITE, quantity: 1 },
  });
  cartId = created.cartCreate.cart.id;
});

const listed = (typeName: string) =>
  REFUSALS.filter((refusal) => refusal.typeName === typeName)
    .flatMap((refusal) => refusal.fields)
    .sort();

describe('the one list of refusals', () => {
  it.each(Object.keys(AREA_PATHS))('%s: every field answers except the listed refusals', async (typeName) => {
    const answers = await probeFields(app, typeName, typeName === 'Cart' ? cartId : undefined);
    expect(
      answers
        .filter((answer) => answer.refused)
        .map((answer) => answer.field)
        .sort(),
    ).toEqual(listed(typeName));
    // An answer is an answer: no other error either (a mutation's user errors are data, not errors).
    expect(answers.filter((answer) => !answer.refused && answer.errors.length > 0).map(({ field, errors }) => `${field}: ${errors[0]!.message}`)).toEqual([]);
  });

  it('names only fields the pinned schema has', () => {
    for (const { typeName, fields } of REFUSALS) {
      const type = storefrontSchema().getType(typeName) as { getFields(): Record<string, unknown> } | undefined;
      for (const field of fields) expect(type?.getFields()[field], `${typeName}.${field}`).toBeDefined();
    }
  });

  it("is the operations guide's table, word for word", () => {
    const guide = readFileSync(new URL('../../../docs/operations.md', import.meta.url), 'utf8');
    const start = guide.indexOf(TABLE_START);
    const end = guide.indexOf(TABLE_END);
    expect(start, 'the guide marks where the table goes').toBeGreaterThan(-1);
    expect(guide.slice(start, end + TABLE_END.length), 'run `npx tsx demo-backends/storefront/refusals-table.ts` to write it').toBe(refusalsTable());
  });
});
