// An operation the schema refuses is answered as Shopify answers it: each error names the broken rule in
// `extensions.code` with graphql-ruby's code, so a storefront that branches on Shopify's codes (or a developer
// reading the answer) sees the same thing against the demo shop as against a real store.
import { describe, expect, it } from 'vitest';
import { clientRequest } from './support/official-client.ts';
import { createTestShop } from './support/demo-shop.ts';

const { app } = createTestShop();

describe('validation errors', () => {
  it.each([
    ['a field the type does not have', '{ shop { name brandColour } }', 'undefinedField', { typeName: 'Shop', fieldName: 'brandColour' }],
    ['a required argument left out', '{ menu { id } }', 'missingRequiredArguments', {}],
    ['an argument of the wrong type', '{ products(first: "ten") { nodes { id } } }', 'argumentLiteralsIncompatible', {}],
    ['an argument the field does not take', '{ products(first: 1, orderBy: TITLE) { nodes { id } } }', 'argumentNotAccepted', {}],
    ['a variable used but not declared', 'query Lookup { product(handle: $handle) { id } }', 'variableNotDefined', {}],
    ['a variable declared but not used', 'query Lookup($handle: String) { shop { name } }', 'variableNotUsed', {}],
    ['an object selected without fields', '{ shop }', 'selectionMismatch', {}],
    ['a fragment spread that is not defined', '{ shop { ...ShopName } }', 'useAndDefineFragment', {}],
    ['an unknown directive', '{ shop @cached { name } }', 'undefinedDirective', {}],
    [
      'a required input field left out',
      'mutation { cartLinesAdd(cartId: "x", lines: [{ quantity: 1 }]) { cart { id } } }',
      'missingRequiredInputObjectAttribute',
      {},
    ],
  ])('answers %s with its code', async (_, query, code, details) => {
    const { status, data, errors } = await clientRequest(app, query);
    expect(status).toBe(200);
    expect(data).toBeUndefined();
    expect(errors).toEqual([expect.objectContaining({ message: expect.any(String), locations: expect.any(Array), extensions: { code, ...details } })]);
  });

  it('gives every error of an operation with several problems its own code', async () => {
    const { errors } = await clientRequest(app, 'query Two($unused: Int) { shop { nickname } menu { id } }');
    expect(errors?.map((error) => error.extensions.code).sort()).toEqual(['missingRequiredArguments', 'undefinedField', 'variableNotUsed']);
  });
});
