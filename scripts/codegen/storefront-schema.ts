// The pinned Storefront schema, copied into generated/ for the demo shop: the introspection file of the exact
// @shopify/hydrogen-react version (a development dependency), without its descriptions, which the demo shop's
// validation never reads. Production installs then need nothing of hydrogen-react and the 3-D viewer it brings.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { STOREFRONT_SCHEMA } from '../../codegen.ts';
import type { GeneratedFile } from './generated-file.ts';

export const STOREFRONT_SCHEMA_COPY = 'generated/storefront/schema.json';

function withoutDescriptions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDescriptions);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'description')
      .map(([key, child]) => [key, withoutDescriptions(child)]),
  );
}

export async function generateStorefrontSchema(root: string): Promise<GeneratedFile[]> {
  const introspection = JSON.parse(await readFile(resolve(root, STOREFRONT_SCHEMA), 'utf8')) as { data?: unknown };
  const schema = withoutDescriptions('data' in introspection ? introspection.data : introspection);
  return [{ path: STOREFRONT_SCHEMA_COPY, content: `${JSON.stringify(schema)}\n` }];
}
