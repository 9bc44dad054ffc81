// Asks the demo shop for every field of a Storefront type, one at a time, with the least a query can say (required
// arguments filled in, a page size of 1, only __typename below), and reports which fields it refused as
// DEMO_SHOP_UNSUPPORTED: what a storefront written for a real store would find missing.
import { getNamedType, isEnumType, isInputObjectType, isLeafType, isListType, isNonNullType, type GraphQLField, type GraphQLInputType } from 'graphql';
import type { Hono } from 'hono';
import { storefrontSchema } from '../../../../demo-backends/storefront/storefront-schema.ts';
import { clientRequest } from './official-client.ts';

/** Where an object of each area is found, `%s` standing for the field asked; `$cart` is a cart's id. */
export const AREA_PATHS: Record<string, string> = {
  QueryRoot: '%s',
  Shop: 'shop { %s }',
  Product: 'product(handle: "tailored-sateen-sheet-set-premium") { %s }',
  ProductVariant: 'node(id: "gid://shopify/ProductVariant/4101331") { ... on ProductVariant { %s } }',
  Collection: 'collection(handle: "all") { %s }',
  Cart: 'cart(id: $cart) { %s }',
  Localization: 'localization { %s }',
  Mutation: '%s',
  // The objects those answer with that have fields of their own to check.
  PaymentSettings: 'paymentSettings { %s }',
  ShopPolicy: 'shop { privacyPolicy { %s } }',
  MediaImage: 'product(handle: "tailored-sateen-sheet-set-premium") { media(first: 1) { nodes { ... on MediaImage { %s } } } }',
  Metafield: 'product(handle: "tailored-sateen-sheet-set-premium") { metafield(namespace: "custom", key: "fabric") { %s } }',
  Market: 'localization { market { %s } }',
  Country: 'localization { country { %s } }',
};

/** Values that lead somewhere in this shop, by argument name; anything else gets a value of its type. */
const KNOWN_VALUES: Record<string, string> = {
  id: '"gid://shopify/Product/8100001"',
  productId: '"gid://shopify/Product/8100001"',
  ids: '["gid://shopify/Product/8100001"]',
  handle: '"tailored-sateen-sheet-set-premium"',
  query: '"sheet"',
  identifiers: '[{ namespace: "custom", key: "fabric" }]',
  key: '"fabric"',
  namespace: '"custom"',
};

function valueOf(type: GraphQLInputType): string {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return '[]';
  if (isInputObjectType(inner)) {
    const required = Object.values(inner.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${required.map((field) => `${field.name}: ${valueOf(field.type)}`).join(', ')} }`;
  }
  const named = getNamedType(inner);
  if (isEnumType(named)) return named.getValues()[0]!.name;
  return ({ Int: '1', Float: '1', Boolean: 'false' } as Record<string, string>)[named.name] ?? '"x"';
}

function fieldText(field: GraphQLField<unknown, unknown>): string {
  // Required arguments, a page size, and the product a recommendation is for (one of its two optional ways).
  const args = field.args.filter((arg) => isNonNullType(arg.type) || arg.name === 'first' || arg.name === 'productId');
  const argumentText = args.length
    ? `(${args.map((arg) => `${arg.name}: ${arg.name === 'first' ? '1' : (KNOWN_VALUES[arg.name] ?? valueOf(arg.type))}`).join(', ')})`
    : '';
  return `${field.name}${argumentText}${isLeafType(getNamedType(field.type)) ? '' : ' { __typename }'}`;
}

export type ProbeAnswer = { field: string; refused: boolean; errors: { message: string; extensions?: { code?: string } }[] };

/** Every field of the type, asked for alone; `cartId` is needed for the Cart area. */
export async function probeFields(app: Hono, typeName: string, cartId?: string): Promise<ProbeAnswer[]> {
  const type = storefrontSchema().getType(typeName) as { getFields(): Record<string, GraphQLField<unknown, unknown>> };
  const answers: ProbeAnswer[] = [];
  for (const field of Object.values(type.getFields())) {
    const selection = AREA_PATHS[typeName]!.replace('%s', fieldText(field));
    const operation = typeName === 'Mutation' ? 'mutation' : 'query';
    const query = cartId ? `${operation}($cart: ID!) { ${selection} }` : `${operation} { ${selection} }`;
    const { errors = [] } = await clientRequest(app, query, cartId ? { cart: cartId } : undefined);
    const refused = errors.some(
      (error) => error.extensions?.code === 'DEMO_SHOP_UNSUPPORTED' && error.extensions?.typeName === typeName && error.extensions?.fieldName === field.name,
    );
    answers.push({ field: field.name, refused, errors });
  }
  return answers;
}
