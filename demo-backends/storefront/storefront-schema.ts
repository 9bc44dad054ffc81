// The Storefront API 2026-04 schema, from the introspection file @shopify/hydrogen-react ships (the same file the
// site's codegen reads; `npm run codegen` copies it into generated/), so the demo shop accepts exactly the
// operations a real shop of that version accepts.
import { readFileSync } from 'node:fs';
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

/** The one API version the demo shop serves: the version of the schema below. */
export const SERVED_API_VERSION = '2026-04';

let schema: GraphQLSchema | null = null;

const SCHEMA_FILE = new URL('../../generated/storefront/schema.json', import.meta.url);

/** Built once per process, on first use. */
export function storefrontSchema(): GraphQLSchema {
  schema ??= buildClientSchema(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as IntrospectionQuery);
  return schema;
}
