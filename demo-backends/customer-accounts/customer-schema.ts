// The Customer Account API 2026-04 schema, from the introspection file @shopify/hydrogen-react ships, so the demo
// shop accepts exactly the operations a real shop of that version accepts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

let schema: GraphQLSchema | null = null;

export function customerAccountSchema(): GraphQLSchema {
  const file = createRequire(import.meta.url).resolve('@shopify/hydrogen-react/customer-account.schema.json');
  schema ??= buildClientSchema(JSON.parse(readFileSync(file, 'utf8')) as IntrospectionQuery);
  return schema;
}
