// The Storefront API 2026-04 schema, from the introspection file @shopify/hydrogen-react ships (the same file the
// site's codegen reads), so the demo shop accepts exactly the operations a real shop of that version accepts.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

/** The one API version the demo shop serves: the version of the schema below. */
export const SERVED_API_VERSION = '2026-04';

let schema: GraphQLSchema | null = null;

/** Built once per process, on first use (the introspection file is ~0.8 MB). */
export function storefrontSchema(): GraphQLSchema {
  if (!schema) {
    const path = createRequire(import.meta.url).resolve('@shopify/hydrogen-react/storefront.schema.json');
    const introspection = JSON.parse(readFileSync(path, 'utf8')) as IntrospectionQuery | { data: IntrospectionQuery };
    schema = buildClientSchema('data' in introspection ? introspection.data : introspection);
  }
  return schema;
}
