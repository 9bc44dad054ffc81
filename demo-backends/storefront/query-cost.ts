// What an operation may cost, worked out from the document and its variables before anything runs; the walk also
// checks Shopify's page-size rule on every connection. Two figures come out of one walk:
// - `cost`, Shopify's requested cost (the table at https://shopify.dev/docs/apps/build/apis/graphql-admin/rate-limits,
//   which the Storefront API uses too): an object 1, a scalar or enum 0, a connection 2 plus the page size asked for
//   times the cost of one node (the table says "sized by first and last"; the 2 gives the 12 clients are answered for
//   `products(first: 10) { edges { node { id title } } }`), an interface or union the dearest of its possible types,
//   a mutation 10 plus its payload. The table has no multiplier for a plain list (`options`, `selectedOptions`), so a
//   list of objects costs as one object. Tokenless requests are held to it (costErrors).
// - `values`, a bound on the answer's size: every field (scalars too, long texts as several) times the items it
//   repeats for, which aliases of free scalars would otherwise escape. Pages and lists count at most the items this
//   shop can return (two products, 60 variants each, ...), so asking `first: 250` of a 2-product catalogue is not punished.
import {
  getArgumentValues,
  getNamedType,
  isAbstractType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLAbstractType,
  type GraphQLCompositeType,
  type GraphQLError,
  type GraphQLField,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { MAX_ATTRIBUTES, MAX_DISCOUNT_CODES, MAX_NOTE_LENGTH } from './cart-inputs.ts';
import { DEMO_DISCOUNT_CODES } from './cart-pricing.ts';
import { CATALOG, PRODUCT_OPTIONS } from './demo-products.ts';
import { DEMO_SHOP_UNSUPPORTED, shopError } from './demo-shop-errors.ts';
import { MARKETS } from './markets.ts';
import { MOST_MENU_ITEMS } from './shop-shapes.ts';
import { MAX_PAGE_SIZE, MUTATION_COST } from './request-limits.ts';

/** The most items each list field of this shop holds; other lists count as DEFAULT_LIST_ITEMS. */
const LIST_ITEMS: Record<string, number> = {
  options: PRODUCT_OPTIONS.length,
  optionValues: Math.max(...PRODUCT_OPTIONS.map((option) => option.values.length)),
  values: Math.max(...PRODUCT_OPTIONS.map((option) => option.values.length)),
  selectedOptions: PRODUCT_OPTIONS.length,
  adjacentVariants: PRODUCT_OPTIONS.reduce((sum, option) => sum + option.values.length - 1, 0),
  tags: Math.max(...CATALOG.map((product) => product.tags.length)),
  attributes: MAX_ATTRIBUTES,
  discountCodes: MAX_DISCOUNT_CODES,
  discountAllocations: Object.keys(DEMO_DISCOUNT_CODES).length,
  appliedGiftCards: 0,
  availableCountries: MARKETS.length,
  shipsToCountries: MARKETS.length,
  availableLanguages: 1,
  items: MOST_MENU_ITEMS,
  // No bundles are sold, so no line has components.
  lineComponents: 0,
};
const DEFAULT_LIST_ITEMS = 25;

/** Long texts count as several values (a value is ~40 bytes): descriptions ~200 characters, a note up to 1,000. */
const TEXT_VALUES: Record<string, number> = { description: 5, descriptionHtml: 5, note: MAX_NOTE_LENGTH / 40 };

/** The most nodes a connection of this shop can return, whatever page size is asked for. */
const CONNECTION_ITEMS: Record<string, number> = {
  products: CATALOG.length,
  variants: Math.max(...CATALOG.map((product) => product.variants.length)),
  // A product's own picture and one per colour (product-pictures.ts).
  images: 1 + (PRODUCT_OPTIONS.find((option) => option.name === 'Colour')?.values.length ?? 0),
};

type Tally = { cost: number; values: number };
/** Inside a connection, what repeats for each item (edges, nodes) apart from what is answered once (pageInfo). */
type Split = { perItem: Tally; once: Tally };
/** What a fragment adds, under the type it applies to. */
type TypedPart = Split & { type: GraphQLCompositeType; tally: Tally };
const ZERO: Tally = { cost: 0, values: 0 };
const plus = (a: Tally, b: Tally): Tally => ({ cost: a.cost + b.cost, values: a.values + b.values });

const isList = (type: GraphQLOutputType): boolean => (isNonNullType(type) ? isList(type.ofType) : isListType(type));
const isConnection = (type: GraphQLOutputType) => {
  const named = getNamedType(type);
  return isObjectType(named) && named.name.endsWith('Connection') && 'edges' in named.getFields();
};

export type CostAnalysis = { cost: number; values: number; errors: GraphQLError[] };

export function analyseCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): CostAnalysis {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const errors: GraphQLError[] = [];
  const fragmentTallies = new Map<string, Split>();

  /** first/last of a connection field, checked as Shopify checks them; null when refused. */
  function pageSize(field: FieldNode, definition: GraphQLField<unknown, unknown>, path: string[]): number | null {
    const { first, last } = getArgumentValues(definition, field, variables) as { first?: number | null; last?: number | null };
    if (typeof first !== 'number' && typeof last !== 'number') {
      errors.push(shopError('you must provide one of first or last', 'BAD_REQUEST', {}, field, path));
      return null;
    }
    const sizes = [first, last].filter((size): size is number => typeof size === 'number');
    const bad = sizes.find((size) => size < 0 || size > MAX_PAGE_SIZE);
    if (bad !== undefined) {
      const message = `${definition.name} asks for ${bad} items; the page size must be between 0 and ${MAX_PAGE_SIZE}.`;
      errors.push(shopError(message, 'BAD_REQUEST', { maxPageSize: MAX_PAGE_SIZE }, field, path));
      return null;
    }
    return Math.max(...sizes);
  }

  function fieldTally(field: FieldNode, parent: GraphQLCompositeType, path: string[]): Tally {
    const name = field.name.value;
    if (name === '__typename') return { cost: 0, values: 1 };
    if (name.startsWith('__')) {
      const message = `The demo shop does not answer introspection (${name}); its schema is the Storefront API 2026-04 schema (generated/storefront/schema.json, from @shopify/hydrogen-react).`;
      errors.push(shopError(message, DEMO_SHOP_UNSUPPORTED, {}, field, path));
      return ZERO;
    }
    const definition = 'getFields' in parent ? parent.getFields()[name] : undefined;
    if (!definition) return ZERO;
    const here = [...path, field.alias?.value ?? name];
    const named = getNamedType(definition.type);
    if (isLeafType(named)) return { cost: 0, values: (isList(definition.type) ? (LIST_ITEMS[name] ?? DEFAULT_LIST_ITEMS) : 1) * (TEXT_VALUES[name] ?? 1) };
    const inside = selectionTally(field.selectionSet, named, here);
    if (isConnection(definition.type)) {
      const asked = pageSize(field, definition, here) ?? MAX_PAGE_SIZE;
      const items = Math.min(asked, CONNECTION_ITEMS[name] ?? asked);
      return { cost: 2 + inside.perItem.cost * asked + inside.once.cost, values: 1 + inside.perItem.values * items + inside.once.values };
    }
    const each = plus({ cost: 1, values: 1 }, plus(inside.perItem, inside.once));
    return isList(definition.type) ? { cost: each.cost, values: each.values * (LIST_ITEMS[name] ?? DEFAULT_LIST_ITEMS) } : each;
  }

  /** A selection's tally; inside a connection, edges and nodes repeat per item and the rest (pageInfo) once. */
  function selectionTally(selectionSet: SelectionSetNode | undefined, parent: GraphQLCompositeType, path: string[]): Split {
    let perItem = ZERO;
    let once = ZERO;
    const typed: TypedPart[] = [];
    const connection = isConnection(parent);
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (connection && (name === 'edges' || name === 'nodes')) perItem = plus(perItem, connectionItems(selection, parent, path));
        else once = plus(once, fieldTally(selection, parent, path));
      } else {
        const condition = selection.kind === Kind.INLINE_FRAGMENT ? selection.typeCondition : fragments.get(selection.name.value)?.typeCondition;
        const type = condition ? (schema.getType(condition.name.value) as GraphQLCompositeType | undefined) : parent;
        if (!type) continue;
        const part =
          selection.kind === Kind.INLINE_FRAGMENT ? selectionTally(selection.selectionSet, type, path) : fragmentTally(selection.name.value, type, path);
        typed.push({ type, tally: plus(part.perItem, part.once), perItem: part.perItem, once: part.once });
      }
    }
    if (isAbstractType(parent)) return { perItem, once: plus(once, dearestPossibleType(parent, typed)) };
    for (const part of typed) {
      perItem = plus(perItem, part.perItem);
      once = plus(once, part.once);
    }
    return { perItem, once };
  }

  /** Inside an interface or union, Shopify counts the possible type whose fragments cost most (cost and values each take their own largest). */
  function dearestPossibleType(parent: GraphQLAbstractType, typed: TypedPart[]): Tally {
    let dearest = ZERO;
    for (const possible of schema.getPossibleTypes(parent)) {
      const applies = ({ type }: TypedPart) => type === possible || (isAbstractType(type) && schema.isSubType(type, possible));
      const tally = typed.filter(applies).reduce((sum, part) => plus(sum, part.tally), ZERO);
      dearest = { cost: Math.max(dearest.cost, tally.cost), values: Math.max(dearest.values, tally.values) };
    }
    return dearest;
  }

  /** One item of a connection: `nodes { … }` or `edges { node { … } cursor }`, the edge itself not counted as an object. */
  function connectionItems(field: FieldNode, connection: GraphQLCompositeType, path: string[]): Tally {
    const definition = 'getFields' in connection ? connection.getFields()[field.name.value] : undefined;
    if (!definition) return ZERO;
    const inside = selectionTally(field.selectionSet, getNamedType(definition.type) as GraphQLCompositeType, [...path, field.alias?.value ?? field.name.value]);
    const item = plus(inside.perItem, inside.once);
    return field.name.value === 'nodes' ? plus({ cost: 1, values: 1 }, item) : { cost: item.cost, values: 1 + item.values };
  }

  // A fragment costs the same wherever it is spread, so each is worked out once.
  function fragmentTally(name: string, type: GraphQLCompositeType, path: string[]): Split {
    const known = fragmentTallies.get(name);
    if (known) return known;
    fragmentTallies.set(name, { perItem: ZERO, once: ZERO });
    const split = selectionTally(fragments.get(name)?.selectionSet, type, path);
    fragmentTallies.set(name, split);
    return split;
  }

  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  let total = ZERO;
  for (const selection of operation.selectionSet.selections) {
    const part = root ? selectionTally({ kind: Kind.SELECTION_SET, selections: [selection] }, root, []) : { perItem: ZERO, once: ZERO };
    const mutation = operation.operation === 'mutation' && selection.kind === Kind.FIELD ? MUTATION_COST : 0;
    total = plus(total, plus(plus(part.perItem, part.once), { cost: mutation, values: 0 }));
  }
  return { ...total, errors };
}

/** The refusals of an operation that breaks one of Shopify's documented rules (page sizes, introspection, the
 * tokenless cost limit), or an empty list. With a token the cost refuses nothing: Shopify documents no per-query cost
 * cap for a Storefront request with a token (https://shopify.dev/docs/api/usage/limits#rate-limits), so a cart
 * fragment with `lines(first: 100)` and each line's product and variants is answered; the shop's own protection is
 * the budget in graphql-endpoint.ts. `maxCost` is the requested cost the request may reach, null for no limit. */
export function costErrors(analysis: CostAnalysis, maxCost: number | null = null): GraphQLError[] {
  if (analysis.errors.length > 0) return analysis.errors;
  return maxCost !== null && analysis.cost > maxCost ? [maxCostExceeded(analysis.cost, maxCost)] : [];
}

/** The Storefront reference says only that a tokenless query over its limit "will result in an error"
 * (https://shopify.dev/docs/api/storefront#query-complexity-limit-for-tokenless-access), its cost worked out "in the
 * same way as the GraphQL Admin API". So the answer is the Admin API's documented one for a query over its own
 * 1,000 limit (https://shopify.dev/docs/api/admin-graphql, "Sample 200 error responses": HTTP 200, this message,
 * MAX_COST_EXCEEDED, cost, maxCost, documentation), without its advice about bulk operations, which the Storefront
 * API does not have. */
function maxCostExceeded(cost: number, maxCost: number): GraphQLError {
  const message = `Query cost is ${cost}, which exceeds the single query max cost limit (${maxCost}).`;
  return shopError(message, 'MAX_COST_EXCEEDED', { cost, maxCost, documentation: 'https://shopify.dev/api/usage/limits#rate-limits' });
}
