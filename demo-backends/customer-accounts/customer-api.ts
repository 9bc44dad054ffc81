// The customer GraphQL endpoint: the Authorization header carries the access token (as Shopify's, with or
// without "Bearer"); without a live token the answer is 401 and nothing is read.
import { Hono } from 'hono';
import { defaultFieldResolver, graphql, GraphQLError, type GraphQLFieldResolver } from 'graphql';
import { DEMO_SHOP_UNSUPPORTED } from '../storefront/demo-shop-errors.ts';
import { createCustomerRoot } from './customer-resolvers.ts';
import type { CustomerData } from './customer-data.ts';
import { customerAccountSchema } from './customer-schema.ts';
import { ENDPOINTS } from './endpoints.ts';
import type { Grants } from './grants.ts';
import { customerById } from './test-customers.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** Fields with no answer in the resolvers are refused by name, with the reason, rather than answered as null. */
const refuseUnknownFields: GraphQLFieldResolver<unknown, unknown> = (source, args, context, info) => {
  if (source !== null && typeof source === 'object' && info.fieldName in source) return defaultFieldResolver(source, args, context, info);
  throw new GraphQLError(
    `The demo shop does not support the field ${info.parentType.name}.${info.fieldName}: its customer accounts answer the customer, addresses, orders and metafields the site reads.`,
    { extensions: { code: DEMO_SHOP_UNSUPPORTED, typeName: info.parentType.name, fieldName: info.fieldName } },
  );
};

export function customerApiRoutes({ grants, data }: { grants: Grants; data: CustomerData }): Hono {
  const app = new Hono({ strict: false });

  app.post(ENDPOINTS.graphql, async (c) => {
    const token = (c.req.header('Authorization') ?? '').replace(/^Bearer\s+/i, '').trim();
    const customerId = token ? grants.customerOf(token) : undefined;
    const customer = customerId ? customerById(customerId) : undefined;
    if (!customer) {
      return c.json({ errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHORIZED' } }] }, 401, {
        ...NO_STORE,
        'WWW-Authenticate': 'Bearer error="invalid_token"',
      });
    }
    let body: { query?: unknown; variables?: unknown; operationName?: unknown };
    try {
      body = (await c.req.json()) as typeof body;
    } catch {
      return c.json({ errors: [{ message: 'The body must be JSON: {"query", "variables"}.', extensions: { code: 'BAD_REQUEST' } }] }, 400, NO_STORE);
    }
    if (typeof body?.query !== 'string') return c.json({ errors: [{ message: 'query is required.', extensions: { code: 'BAD_REQUEST' } }] }, 400, NO_STORE);
    const result = await graphql({
      schema: customerAccountSchema(),
      source: body.query,
      rootValue: createCustomerRoot(customer, data),
      variableValues: (body.variables as Record<string, unknown> | undefined) ?? undefined,
      operationName: typeof body.operationName === 'string' ? body.operationName : undefined,
      fieldResolver: refuseUnknownFields,
    });
    return c.json(result, 200, NO_STORE);
  });

  return app;
}
