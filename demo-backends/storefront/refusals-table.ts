// The operations guide's table of what the demo shop refuses, written from the one list (refusals.ts) between two
// markers in docs/operations.md. Run `npx tsx demo-backends/storefront/refusals-table.ts` after changing the list;
// a unit test fails while the guide and the list differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { REFUSALS } from './refusals.ts';

export const TABLE_START = '<!-- demo-shop-refusals: written by demo-backends/storefront/refusals-table.ts -->';
export const TABLE_END = '<!-- /demo-shop-refusals -->';

export function refusalsTable(): string {
  const rows = REFUSALS.map(({ typeName, fields, reason }) => `| ${fields.map((field) => `\`${typeName}.${field}\``).join(', ')} | ${reason} |`);
  return [TABLE_START, '| Refused (`DEMO_SHOP_UNSUPPORTED`) | Why |', '|---|---|', ...rows, TABLE_END].join('\n');
}

const GUIDE = new URL('../../docs/operations.md', import.meta.url);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const guide = readFileSync(GUIDE, 'utf8');
  const start = guide.indexOf(TABLE_START);
  const end = guide.indexOf(TABLE_END);
  if (start === -1 || end === -1) throw new Error(`docs/operations.md has no ${TABLE_START} … ${TABLE_END} markers for the table.`);
  writeFileSync(GUIDE, guide.slice(0, start) + refusalsTable() + guide.slice(end + TABLE_END.length));
  console.log('docs/operations.md: the demo shop refusals table is written.');
}
