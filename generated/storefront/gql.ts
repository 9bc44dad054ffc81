/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation CartBuyerCustomerUpdate($cartId: ID!, $customerAccessToken: String, $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  cartBuyerIdentityUpdate(\n    cartId: $cartId\n    buyerIdentity: {customerAccessToken: $customerAccessToken}\n  ) {\n    cart {\n      ...Cart\n    }\n    userErrors {\n      ...CartUserError\n    }\n    warnings {\n      ...CartWarning\n    }\n  }\n}": typeof types.CartBuyerCustomerUpdateDocument,
    "mutation CartCreate($lines: [CartLineInput!]!, $attributes: [AttributeInput!], $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  cartCreate(input: {lines: $lines, attributes: $attributes}) {\n    cart {\n      ...Cart\n    }\n    userErrors {\n      ...CartUserError\n    }\n    warnings {\n      ...CartWarning\n    }\n  }\n}": typeof types.CartCreateDocument,
    "mutation CartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]!, $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {\n    cart {\n      ...Cart\n    }\n    userErrors {\n      ...CartUserError\n    }\n    warnings {\n      ...CartWarning\n    }\n  }\n}": typeof types.CartDiscountCodesUpdateDocument,
    "mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  cartLinesAdd(cartId: $cartId, lines: $lines) {\n    cart {\n      ...Cart\n    }\n    userErrors {\n      ...CartUserError\n    }\n    warnings {\n      ...CartWarning\n    }\n  }\n}": typeof types.CartLinesAddDocument,
    "mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!, $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {\n    cart {\n      ...Cart\n    }\n    userErrors {\n      ...CartUserError\n    }\n    warnings {\n      ...CartWarning\n    }\n  }\n}": typeof types.CartLinesRemoveDocument,
    "mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!, $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  cartLinesUpdate(cartId: $cartId, lines: $lines) {\n    cart {\n      ...Cart\n    }\n    userErrors {\n      ...CartUserError\n    }\n    warnings {\n      ...CartWarning\n    }\n  }\n}": typeof types.CartLinesUpdateDocument,
    "query CartLoad($cartId: ID!, $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  cart(id: $cartId) {\n    ...Cart\n  }\n}": typeof types.CartLoadDocument,
    "fragment CartUserError on CartUserError {\n  field\n  message\n  code\n}": typeof types.CartUserErrorFragmentDoc,
    "fragment CartWarning on CartWarning {\n  code\n  message\n  target\n}": typeof types.CartWarningFragmentDoc,
    "fragment Cart on Cart {\n  id\n  checkoutUrl\n  totalQuantity\n  cost {\n    totalAmount {\n      ...Money\n    }\n    subtotalAmount {\n      ...Money\n    }\n  }\n  discountCodes {\n    code\n    applicable\n  }\n  discountAllocations {\n    discountedAmount {\n      ...Money\n    }\n  }\n  lines(first: 100) {\n    edges {\n      node {\n        id\n        quantity\n        attributes {\n          key\n          value\n        }\n        discountAllocations {\n          discountedAmount {\n            ...Money\n          }\n        }\n        cost {\n          totalAmount {\n            ...Money\n          }\n        }\n        merchandise {\n          ... on ProductVariant {\n            ...Variant\n            product {\n              title\n              handle\n            }\n          }\n        }\n      }\n    }\n  }\n}": typeof types.CartFragmentDoc,
    "fragment Money on MoneyV2 {\n  amount\n  currencyCode\n}": typeof types.MoneyFragmentDoc,
    "query ProductSearch($query: String!, $first: Int!, $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  products(first: $first, query: $query) {\n    edges {\n      node {\n        id\n        handle\n        title\n        productType\n        options {\n          name\n          optionValues {\n            name\n          }\n        }\n        variants(first: 100) {\n          edges {\n            node {\n              ...Variant\n            }\n          }\n        }\n      }\n    }\n  }\n}": typeof types.ProductSearchDocument,
    "fragment Variant on ProductVariant {\n  id\n  sku\n  title\n  availableForSale\n  price {\n    ...Money\n  }\n  image {\n    url\n    altText\n    width\n    height\n  }\n  selectedOptions {\n    name\n    value\n  }\n}": typeof types.VariantFragmentDoc,
};
const documents: Documents = {
    "mutation CartBuyerCustomerUpdate($cartId: ID!, $customerAccessToken: String, $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  cartBuyerIdentityUpdate(\n    cartId: $cartId\n    buyerIdentity: {customerAccessToken: $customerAccessToken}\n  ) {\n    cart {\n      ...Cart\n    }\n    userErrors {\n      ...CartUserError\n    }\n    warnings {\n      ...CartWarning\n    }\n  }\n}": types.CartBuyerCustomerUpdateDocument,
    "mutation CartCreate($lines: [CartLineInput!]!, $attributes: [AttributeInput!], $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  cartCreate(input: {lines: $lines, attributes: $attributes}) {\n    cart {\n      ...Cart\n    }\n    userErrors {\n      ...CartUserError\n    }\n    warnings {\n      ...CartWarning\n    }\n  }\n}": types.CartCreateDocument,
    "mutation CartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]!, $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {\n    cart {\n      ...Cart\n    }\n    userErrors {\n      ...CartUserError\n    }\n    warnings {\n      ...CartWarning\n    }\n  }\n}": types.CartDiscountCodesUpdateDocument,
    "mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  cartLinesAdd(cartId: $cartId, lines: $lines) {\n    cart {\n      ...Cart\n    }\n    userErrors {\n      ...CartUserError\n    }\n    warnings {\n      ...CartWarning\n    }\n  }\n}": types.CartLinesAddDocument,
    "mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!, $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {\n    cart {\n      ...Cart\n    }\n    userErrors {\n      ...CartUserError\n    }\n    warnings {\n      ...CartWarning\n    }\n  }\n}": types.CartLinesRemoveDocument,
    "mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!, $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  cartLinesUpdate(cartId: $cartId, lines: $lines) {\n    cart {\n      ...Cart\n    }\n    userErrors {\n      ...CartUserError\n    }\n    warnings {\n      ...CartWarning\n    }\n  }\n}": types.CartLinesUpdateDocument,
    "query CartLoad($cartId: ID!, $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  cart(id: $cartId) {\n    ...Cart\n  }\n}": types.CartLoadDocument,
    "fragment CartUserError on CartUserError {\n  field\n  message\n  code\n}": types.CartUserErrorFragmentDoc,
    "fragment CartWarning on CartWarning {\n  code\n  message\n  target\n}": types.CartWarningFragmentDoc,
    "fragment Cart on Cart {\n  id\n  checkoutUrl\n  totalQuantity\n  cost {\n    totalAmount {\n      ...Money\n    }\n    subtotalAmount {\n      ...Money\n    }\n  }\n  discountCodes {\n    code\n    applicable\n  }\n  discountAllocations {\n    discountedAmount {\n      ...Money\n    }\n  }\n  lines(first: 100) {\n    edges {\n      node {\n        id\n        quantity\n        attributes {\n          key\n          value\n        }\n        discountAllocations {\n          discountedAmount {\n            ...Money\n          }\n        }\n        cost {\n          totalAmount {\n            ...Money\n          }\n        }\n        merchandise {\n          ... on ProductVariant {\n            ...Variant\n            product {\n              title\n              handle\n            }\n          }\n        }\n      }\n    }\n  }\n}": types.CartFragmentDoc,
    "fragment Money on MoneyV2 {\n  amount\n  currencyCode\n}": types.MoneyFragmentDoc,
    "query ProductSearch($query: String!, $first: Int!, $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  products(first: $first, query: $query) {\n    edges {\n      node {\n        id\n        handle\n        title\n        productType\n        options {\n          name\n          optionValues {\n            name\n          }\n        }\n        variants(first: 100) {\n          edges {\n            node {\n              ...Variant\n            }\n          }\n        }\n      }\n    }\n  }\n}": types.ProductSearchDocument,
    "fragment Variant on ProductVariant {\n  id\n  sku\n  title\n  availableForSale\n  price {\n    ...Money\n  }\n  image {\n    url\n    altText\n    width\n    height\n  }\n  selectedOptions {\n    name\n    value\n  }\n}": types.VariantFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CartBuyerCustomerUpdate($cartId: ID!, $customerAccessToken: String, $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  cartBuyerIdentityUpdate(\n    cartId: $cartId\n    buyerIdentity: {customerAccessToken: $customerAccessToken}\n  ) {\n    cart {\n      ...Cart\n    }\n    userErrors {\n      ...CartUserError\n    }\n    warnings {\n      ...CartWarning\n    }\n  }\n}"): (typeof documents)["mutation CartBuyerCustomerUpdate($cartId: ID!, $customerAccessToken: String, $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  cartBuyerIdentityUpdate(\n    cartId: $cartId\n    buyerIdentity: {customerAccessToken: $customerAccessToken}\n  ) {\n    cart {\n      ...Cart\n    }\n    userErrors {\n      ...CartUserError\n    }\n    warnings {\n      ...CartWarning\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CartCreate($lines: [CartLineInput!]!, $attributes: [AttributeInput!], $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  cartCreate(input: {lines: $lines, attributes: $attributes}) {\n    cart {\n      ...Cart\n    }\n    userErrors {\n      ...CartUserError\n    }\n    warnings {\n      ...CartWarning\n    }\n  }\n}"): (typeof documents)["mutation CartCreate($lines: [CartLineInput!]!, $attributes: [AttributeInput!], $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  cartCreate(input: {lines: $lines, attributes: $attributes}) {\n    cart {\n      ...Cart\n    }\n    userErrors {\n      ...CartUserError\n    }\n    warnings {\n      ...CartWarning\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]!, $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {\n    cart {\n      ...Cart\n    }\n    userErrors {\n      ...CartUserError\n    }\n    warnings {\n      ...CartWarning\n    }\n  }\n}"): (typeof documents)["mutation CartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]!, $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {\n    cart {\n      ...Cart\n    }\n    userErrors {\n      ...CartUserError\n    }\n    warnings {\n      ...CartWarning\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  cartLinesAdd(cartId: $cartId, lines: $lines) {\n    cart {\n      ...Cart\n    }\n    userErrors {\n      ...CartUserError\n    }\n    warnings {\n      ...CartWarning\n    }\n  }\n}"): (typeof documents)["mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  cartLinesAdd(cartId: $cartId, lines: $lines) {\n    cart {\n      ...Cart\n    }\n    userErrors {\n      ...CartUserError\n    }\n    warnings {\n      ...CartWarning\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!, $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {\n    cart {\n      ...Cart\n    }\n    userErrors {\n      ...CartUserError\n    }\n    warnings {\n      ...CartWarning\n    }\n  }\n}"): (typeof documents)["mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!, $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {\n    cart {\n      ...Cart\n    }\n    userErrors {\n      ...CartUserError\n    }\n    warnings {\n      ...CartWarning\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!, $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  cartLinesUpdate(cartId: $cartId, lines: $lines) {\n    cart {\n      ...Cart\n    }\n    userErrors {\n      ...CartUserError\n    }\n    warnings {\n      ...CartWarning\n    }\n  }\n}"): (typeof documents)["mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!, $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  cartLinesUpdate(cartId: $cartId, lines: $lines) {\n    cart {\n      ...Cart\n    }\n    userErrors {\n      ...CartUserError\n    }\n    warnings {\n      ...CartWarning\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CartLoad($cartId: ID!, $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  cart(id: $cartId) {\n    ...Cart\n  }\n}"): (typeof documents)["query CartLoad($cartId: ID!, $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  cart(id: $cartId) {\n    ...Cart\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CartUserError on CartUserError {\n  field\n  message\n  code\n}"): (typeof documents)["fragment CartUserError on CartUserError {\n  field\n  message\n  code\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CartWarning on CartWarning {\n  code\n  message\n  target\n}"): (typeof documents)["fragment CartWarning on CartWarning {\n  code\n  message\n  target\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment Cart on Cart {\n  id\n  checkoutUrl\n  totalQuantity\n  cost {\n    totalAmount {\n      ...Money\n    }\n    subtotalAmount {\n      ...Money\n    }\n  }\n  discountCodes {\n    code\n    applicable\n  }\n  discountAllocations {\n    discountedAmount {\n      ...Money\n    }\n  }\n  lines(first: 100) {\n    edges {\n      node {\n        id\n        quantity\n        attributes {\n          key\n          value\n        }\n        discountAllocations {\n          discountedAmount {\n            ...Money\n          }\n        }\n        cost {\n          totalAmount {\n            ...Money\n          }\n        }\n        merchandise {\n          ... on ProductVariant {\n            ...Variant\n            product {\n              title\n              handle\n            }\n          }\n        }\n      }\n    }\n  }\n}"): (typeof documents)["fragment Cart on Cart {\n  id\n  checkoutUrl\n  totalQuantity\n  cost {\n    totalAmount {\n      ...Money\n    }\n    subtotalAmount {\n      ...Money\n    }\n  }\n  discountCodes {\n    code\n    applicable\n  }\n  discountAllocations {\n    discountedAmount {\n      ...Money\n    }\n  }\n  lines(first: 100) {\n    edges {\n      node {\n        id\n        quantity\n        attributes {\n          key\n          value\n        }\n        discountAllocations {\n          discountedAmount {\n            ...Money\n          }\n        }\n        cost {\n          totalAmount {\n            ...Money\n          }\n        }\n        merchandise {\n          ... on ProductVariant {\n            ...Variant\n            product {\n              title\n              handle\n            }\n          }\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment Money on MoneyV2 {\n  amount\n  currencyCode\n}"): (typeof documents)["fragment Money on MoneyV2 {\n  amount\n  currencyCode\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductSearch($query: String!, $first: Int!, $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  products(first: $first, query: $query) {\n    edges {\n      node {\n        id\n        handle\n        title\n        productType\n        options {\n          name\n          optionValues {\n            name\n          }\n        }\n        variants(first: 100) {\n          edges {\n            node {\n              ...Variant\n            }\n          }\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query ProductSearch($query: String!, $first: Int!, $country: CountryCode!, $language: LanguageCode!) @inContext(country: $country, language: $language) {\n  products(first: $first, query: $query) {\n    edges {\n      node {\n        id\n        handle\n        title\n        productType\n        options {\n          name\n          optionValues {\n            name\n          }\n        }\n        variants(first: 100) {\n          edges {\n            node {\n              ...Variant\n            }\n          }\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment Variant on ProductVariant {\n  id\n  sku\n  title\n  availableForSale\n  price {\n    ...Money\n  }\n  image {\n    url\n    altText\n    width\n    height\n  }\n  selectedOptions {\n    name\n    value\n  }\n}"): (typeof documents)["fragment Variant on ProductVariant {\n  id\n  sku\n  title\n  availableForSale\n  price {\n    ...Money\n  }\n  image {\n    url\n    altText\n    width\n    height\n  }\n  selectedOptions {\n    name\n    value\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;