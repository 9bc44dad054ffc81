// Answers Storefront API requests the way Shopify does: every request is parsed and validated against the
// pinned 2026-04 schema, so an operation that works here is one the real shop accepts. Malformed queries and
// validation failures answer 200 with `errors`; only a body that is not a GraphQL request answers 400.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import {
  buildClientSchema,
  execute,
  GraphQLError,
  parse,
  validate,
  type DocumentNode,
  type FormattedExecutionResult,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';

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

// The site sends the same few operations over and over; parse and validate each text once.
const MAX_CACHED_DOCUMENTS = 200;
const documents = new Map<string, DocumentNode | readonly GraphQLError[]>();

function checkedDocument(query: string): DocumentNode | readonly GraphQLError[] {
  const cached = documents.get(query);
  if (cached) return cached;
  let checked: DocumentNode | readonly GraphQLError[];
  try {
    const document = parse(query);
    const errors = validate(storefrontSchema(), document);
    checked = errors.length > 0 ? errors : document;
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    checked = [error];
  }
  if (documents.size >= MAX_CACHED_DOCUMENTS) documents.delete(documents.keys().next().value!);
  documents.set(query, checked);
  return checked;
}

type GraphQLRequest = { query: string; variables?: Record<string, unknown> | null; operationName?: string | null };

function isGraphQLRequest(body: unknown): body is GraphQLRequest {
  if (typeof body !== 'object' || body === null) return false;
  const { query, variables, operationName } = body as Record<string, unknown>;
  return (
    typeof query === 'string' &&
    (variables === undefined || variables === null || (typeof variables === 'object' && !Array.isArray(variables))) &&
    (operationName === undefined || operationName === null || typeof operationName === 'string')
  );
}

export type GraphQLAnswer = { status: 200 | 400; body: FormattedExecutionResult };

export async function answerGraphQL(body: unknown, rootValue: object): Promise<GraphQLAnswer> {
  if (!isGraphQLRequest(body)) {
    return { status: 400, body: { errors: [{ message: 'Expected a JSON body with a "query" string and optional "variables" object.' }] } };
  }
  const document = checkedDocument(body.query);
  if (!('kind' in document)) return { status: 200, body: { errors: document.map((error) => error.toJSON()) } };
  const result = await execute({
    schema: storefrontSchema(),
    document,
    rootValue,
    variableValues: body.variables ?? undefined,
    operationName: body.operationName ?? undefined,
  });
  const formatted: FormattedExecutionResult = { data: result.data };
  if (result.errors) formatted.errors = result.errors.map((error) => error.toJSON());
  return { status: 200, body: formatted };
}
