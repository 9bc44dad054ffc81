// What the demo shop's limits make of an operation, with placeholder values for the variables it requires, so
// tests can show the site's and Hydrogen's real operations stay well inside every limit.
import {
  getNamedType,
  getOperationAST,
  getVariableValues,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  typeFromAST,
  type GraphQLInputType,
} from 'graphql';
import { analyseCost } from '../../../../demo-backends/storefront/query-cost.ts';
import { queryDepth } from '../../../../demo-backends/storefront/query-shape.ts';
import { storefrontSchema } from '../../../../demo-backends/storefront/storefront-schema.ts';

function placeholder(type: GraphQLInputType): unknown {
  if (!isNonNullType(type)) return undefined;
  const inner = type.ofType;
  if (isListType(inner)) return [];
  if (isInputObjectType(inner)) return {};
  const named = getNamedType(inner);
  if (isEnumType(named)) return named.getValues()[0]!.value;
  return { Int: 1, Float: 1, Boolean: false }[named.name] ?? 'x';
}

export function operationCost(query: string, variables: Record<string, unknown>): { cost: number; values: number; depth: number } {
  const schema = storefrontSchema();
  const document = parse(query);
  const operation = getOperationAST(document)!;
  const inputs: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const value = variables[name] ?? placeholder(typeFromAST(schema, definition.type as never) as GraphQLInputType);
    if (value !== undefined) inputs[name] = value;
  }
  const { coerced, errors } = getVariableValues(schema, operation.variableDefinitions ?? [], inputs);
  if (errors) throw new Error(errors.map((error) => error.message).join('; '));
  const { cost, values, errors: refusals } = analyseCost(schema, document, operation, coerced);
  if (refusals.length > 0) throw new Error(refusals.map((error) => error.message).join('; '));
  return { cost, values, depth: queryDepth(document) };
}
