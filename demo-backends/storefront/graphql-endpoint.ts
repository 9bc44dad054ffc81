// Answers Storefront API requests the way Shopify does: every request is parsed and validated against the
// pinned 2026-04 schema, so an operation that works here is one the real shop accepts. Malformed queries,
// validation failures and refused limits answer 200 with `errors`; only a body that is not a GraphQL request
// answers 400. What the demo shop does not implement fails loudly instead of answering null.
import {
  execute,
  getDirectiveValues,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  parse,
  type DocumentNode,
  type FormattedExecutionResult,
  type GraphQLFieldResolver,
  type OperationDefinitionNode,
} from 'graphql';
import { accessDenied, needsToken, type RequestAccess } from './access-tokens.ts';
import { refuseUnknownKeys, shopError, unsupportedField } from './demo-shop-errors.ts';
import { contextMarket, type Market, type RequestContext } from './markets.ts';
import { analyseCost, costErrors } from './query-cost.ts';
import { depthError, inputSizeError, textError } from './query-shape.ts';
import { EXECUTION_BUDGET_MS, MAX_ANSWER_VALUES, MAX_QUERY_TOKENS } from './request-limits.ts';
import { storefrontSchema } from './storefront-schema.ts';
import { validateWithCodes } from './validation-codes.ts';
import { errorDetail, type InternalErrorLog, stderrErrorLog } from '../internal-errors.ts';

// The site sends the same few operations over and over; parse and validate each text once.
const MAX_CACHED_DOCUMENTS = 200;
const documents = new Map<string, DocumentNode | readonly GraphQLError[]>();

function checkedDocument(query: string): DocumentNode | readonly GraphQLError[] {
  const cached = documents.get(query);
  if (cached) return cached;
  let checked: DocumentNode | readonly GraphQLError[];
  try {
    const tooBig = textError(query);
    if (tooBig) throw tooBig;
    const document = parse(query, { maxTokens: MAX_QUERY_TOKENS });
    const tooDeep = depthError(document);
    if (tooDeep) throw tooDeep;
    const errors = validateWithCodes(storefrontSchema(), document);
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

/** What one execution may still spend: past its deadline or its answer size it stops and is answered THROTTLED. */
type Budget = { deadline: number; values: number; spent: boolean };
type ExecutionContext = RequestContext & { budget: Budget; tokenless: boolean };

const THROTTLED = shopError('Throttled', 'THROTTLED', { documentation: 'https://shopify.dev/docs/api/usage/limits#rate-limits' });

/** Every field passes here, so a runaway operation is stopped between two fields rather than run to its end. */
function spend(budget: Budget): void {
  if (budget.spent || ++budget.values > MAX_ANSWER_VALUES || (budget.values % 256 === 0 && Date.now() > budget.deadline)) {
    budget.spent = true;
    throw THROTTLED;
  }
}

/** Answers the fields a shape has, calling functions with the field's arguments; any other field is refused. */
const fieldResolver: GraphQLFieldResolver<unknown, ExecutionContext> = (source, args, context, info) => {
  spend(context.budget);
  if (context.tokenless && needsToken(info)) throw accessDenied(info);
  if (typeof source === 'object' && source !== null && Object.hasOwn(source, info.fieldName)) {
    const value = (source as Record<string, unknown>)[info.fieldName];
    return typeof value === 'function' ? value(args, context, info) : value;
  }
  throw unsupportedField(info.parentType.name, info.fieldName);
};

/** The market `@inContext(country:)` asks for; language is accepted (everything is answered in English). */
function marketInContext(operation: OperationDefinitionNode, variables: Record<string, unknown>): Market {
  const inContext = getDirectiveValues(storefrontSchema().getDirective('inContext')!, operation, variables) ?? {};
  refuseUnknownKeys('@inContext', inContext, ['country', 'language']);
  return contextMarket(inContext.country as string | undefined);
}

export type GraphQLAnswer = { status: 200 | 400 | 429; body: FormattedExecutionResult };

const refused = (errors: readonly GraphQLError[]): GraphQLAnswer => ({ status: 200, body: { errors: errors.map((error) => error.toJSON()) } });

export async function answerGraphQL(
  body: unknown,
  rootValue: object,
  logError: InternalErrorLog = stderrErrorLog,
  access: RequestAccess = { tokenless: false, maxCost: null },
): Promise<GraphQLAnswer> {
  if (!isGraphQLRequest(body)) {
    const message = 'Expected a JSON body with a "query" string and optional "variables" object, or the query text as application/graphql.';
    return { status: 400, body: { errors: [{ message }] } };
  }
  const document = checkedDocument(body.query);
  if (!('kind' in document)) return refused(document);
  const schema = storefrontSchema();
  const operation = getOperationAST(document, body.operationName);
  if (!operation) {
    const named = body.operationName ? `named "${body.operationName}"` : 'to run (name one with operationName)';
    return refused([new GraphQLError(`The document has no single operation ${named}.`)]);
  }
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], body.variables ?? {});
  if (coerced.errors) return refused(coerced.errors);
  const tooLong = inputSizeError(document, coerced.coerced);
  if (tooLong) return refused([tooLong]);
  const tooMuch = costErrors(analyseCost(schema, document, operation, coerced.coerced), access.maxCost);
  if (tooMuch.length > 0) return refused(tooMuch);
  let market: Market;
  try {
    market = marketInContext(operation, coerced.coerced);
  } catch (error) {
    return refused([error as GraphQLError]);
  }
  const budget: Budget = { deadline: Date.now() + EXECUTION_BUDGET_MS, values: 0, spent: false };
  const result = await execute({
    schema,
    document,
    rootValue,
    contextValue: { market, budget, tokenless: access.tokenless } satisfies ExecutionContext,
    variableValues: body.variables ?? undefined,
    operationName: body.operationName ?? undefined,
    fieldResolver,
  });
  // Shopify's answer to a client over its limits: 429 with THROTTLED and nothing of the partial answer.
  if (budget.spent) return { status: 429, body: { errors: [THROTTLED.toJSON()] } };
  const formatted: FormattedExecutionResult = { data: result.data };
  if (result.errors) formatted.errors = result.errors.map((error) => answeredError(error, logError));
  return { status: 200, body: formatted };
}

/** Shopify's answer when something on its side fails: a code and a message, with the detail only in the log. */
export const INTERNAL_ERROR = { message: 'Internal error. Looks like something went wrong on our end.', code: 'INTERNAL_SERVER_ERROR' } as const;

/**
 * An error the shop raised on purpose (a GraphQLError: refused input, an unsupported field) is answered as it is;
 * anything else a resolver threw (a database away, a broken picture file) is answered as INTERNAL_ERROR.
 */
function answeredError(error: GraphQLError, logError: InternalErrorLog) {
  const cause = error.originalError;
  if (!cause || cause instanceof GraphQLError) return error.toJSON();
  logError('demo_shop.resolver_failed', { path: error.path?.join('.'), error: errorDetail(cause) });
  return {
    message: INTERNAL_ERROR.message,
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
    extensions: { code: INTERNAL_ERROR.code },
  };
}
