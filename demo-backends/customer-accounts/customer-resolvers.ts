// The signed-in customer as the Customer Account API answers: the fields the site reads, metafieldsSet and metafieldsDelete.
// A field the demo shop has no data for on a real shop too (no phone, no tags) answers as such; any other field
// is refused by name (customer-api.ts), never answered with a made-up null.
import { randomUUID } from 'node:crypto';
import type { CustomerData, CustomerOrder, OrderLine } from './customer-data.ts';
import { type CustomerAddress, type TestCustomer } from './test-customers.ts';

type Page = { first?: number | null; last?: number | null; reverse?: boolean | null };

/** A connection of the whole list cut to `first`/`last` (no cursors: the lists of the demo shop are short). */
function connection<T>(items: readonly T[], { first, last, reverse }: Page) {
  const ordered = reverse ? [...items].reverse() : [...items];
  const nodes = first != null ? ordered.slice(0, first) : last != null ? ordered.slice(-last) : ordered;
  return {
    nodes,
    edges: nodes.map((node, index) => ({ node, cursor: String(index) })),
    pageInfo: {
      hasNextPage: first != null && ordered.length > first,
      hasPreviousPage: last != null && ordered.length > last,
      startCursor: null,
      endCursor: null,
    },
  };
}

const addressNode = (customerId: string, address: CustomerAddress, index: number) => ({
  id: `gid://shopify/CustomerAddress/${customerId.split('/').pop()}${index}`,
  ...address,
  address2: null,
  company: null,
  phoneNumber: null,
  province: null,
  zoneCode: null,
  country: address.territoryCode === 'AU' ? 'Australia' : address.territoryCode,
  name: `${address.firstName} ${address.lastName}`,
  formatted: () => [`${address.firstName} ${address.lastName}`, address.address1, `${address.city} ${address.zip}`],
  formattedArea: address.city,
});

const lineNode = (orderId: string, line: OrderLine, index: number) => ({
  id: `${orderId.replace('Order', 'LineItem')}${index}`,
  title: line.title,
  name: line.variantTitle ? `${line.title} - ${line.variantTitle}` : line.title,
  variantTitle: line.variantTitle,
  quantity: line.quantity,
  variantId: line.variantId,
  productId: line.productId,
  customAttributes: line.customAttributes,
  price: line.price,
  totalPrice: { amount: (Number(line.price.amount) * line.quantity).toFixed(2), currencyCode: line.price.currencyCode },
  image: line.imageUrl ? { url: line.imageUrl, altText: line.title, width: null, height: null, id: null, thumbhash: null } : null,
});

const orderNode = (order: CustomerOrder) => ({
  id: order.id,
  name: order.name,
  number: order.number,
  processedAt: order.processedAt,
  createdAt: order.processedAt,
  // Sandbox orders are paid at the hosted checkout and never shipped.
  financialStatus: 'PAID',
  fulfillmentStatus: 'UNFULFILLED',
  fulfillments: (page: Page) => connection([], page),
  totalPrice: order.totalPrice,
  currencyCode: order.totalPrice.currencyCode,
  lineItems: (page: Page) =>
    connection(
      order.lineItems.map((line, index) => lineNode(order.id, line, index)),
      page,
    ),
});

type OrdersArgs = Page & { sortKey?: string | null; query?: string | null };

function customerNode(customer: TestCustomer, data: CustomerData) {
  const addresses = customer.addresses.map((address, index) => addressNode(customer.id, address, index));
  return {
    id: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    displayName: `${customer.firstName} ${customer.lastName}`,
    emailAddress: { emailAddress: customer.email, marketingState: 'NOT_SUBSCRIBED' },
    phoneNumber: null,
    tags: [],
    imageUrl: null,
    defaultAddress: addresses[0] ?? null,
    addresses: (page: Page & { skipDefault?: boolean | null }) => connection(page.skipDefault ? addresses.slice(1) : addresses, page),
    orders: async (args: OrdersArgs) => {
      if (args.query) throw new Error("The demo shop does not filter orders by query: it answers all of the customer's orders.");
      // PROCESSED_AT, ID, CREATED_AT all order sandbox orders the same way: by the time they were placed.
      const byTime = [...(await data.ordersOf(customer.id))].sort((a, b) => a.processedAt.localeCompare(b.processedAt));
      return connection(byTime.map(orderNode), args);
    },
    metafield: ({ namespace, key }: { namespace: string; key: string }) => {
      const found = data.metafield(customer.id, namespace, key);
      return found ? { id: `gid://shopify/Metafield/${namespace}.${key}`, ...found, compareDigest: found.updatedAt, jsonValue: safeJson(found.value) } : null;
    },
  };
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function parsesAsJson(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

type MetafieldIdentifier = { ownerId: string; namespace: string; key: string };
type MetafieldInput = { ownerId: string; namespace: string; key: string; type: string; value: string; compareDigest?: string | null };

/** What Shopify checks of each metafield before setting any (namespace 3-255 and key 2-64 characters, a json value that parses). */
function metafieldProblems(input: MetafieldInput, customerId: string): { field: string; message: string; code: string }[] {
  const problems: { field: string; message: string; code: string }[] = [];
  if (input.ownerId !== customerId) problems.push({ field: 'ownerId', message: 'The owner must be the signed-in customer.', code: 'INVALID' });
  if (input.namespace.length < 3) problems.push({ field: 'namespace', message: 'Namespace is too short (minimum is 3 characters)', code: 'TOO_SHORT' });
  if (input.namespace.length > 255) problems.push({ field: 'namespace', message: 'Namespace is too long (maximum is 255 characters)', code: 'TOO_LONG' });
  if (input.key.length < 2) problems.push({ field: 'key', message: 'Key is too short (minimum is 2 characters)', code: 'TOO_SHORT' });
  if (input.key.length > 64) problems.push({ field: 'key', message: 'Key is too long (maximum is 64 characters)', code: 'TOO_LONG' });
  if (input.type === 'json' && !parsesAsJson(input.value)) problems.push({ field: 'value', message: 'Value is invalid JSON.', code: 'INVALID_VALUE' });
  return problems;
}

export function createCustomerRoot(customer: TestCustomer, data: CustomerData) {
  return {
    customer: () => customerNode(customer, data),
    metafieldsSet: ({ metafields }: { metafields: readonly MetafieldInput[] }) => {
      // All or nothing, as Shopify's: one refused metafield sets none of them.
      const userErrors = metafields.flatMap((input, elementIndex) =>
        metafieldProblems(input, customer.id).map(({ field, ...problem }) => ({
          field: ['metafields', String(elementIndex), field],
          ...problem,
          elementIndex,
        })),
      );
      if (userErrors.length > 0) return { metafields: [], userErrors };
      const set = metafields.map((input) => {
        const metafield = { namespace: input.namespace, key: input.key, type: input.type, value: input.value, updatedAt: new Date().toISOString() };
        data.setMetafield(customer.id, metafield);
        return {
          id: `gid://shopify/Metafield/${randomUUID()}`,
          ...metafield,
          createdAt: metafield.updatedAt,
          compareDigest: metafield.updatedAt,
          jsonValue: safeJson(input.value),
        };
      });
      return { metafields: set, userErrors: [] };
    },
    metafieldsDelete: ({ metafields }: { metafields: readonly MetafieldIdentifier[] }) => {
      // All or nothing too: another owner's metafield refuses the whole call. One that does not exist is a null entry.
      const userErrors = metafields.flatMap((input, elementIndex) =>
        input.ownerId === customer.id
          ? []
          : [{ field: ['metafields', String(elementIndex), 'ownerId'], message: 'The owner must be the signed-in customer.', code: 'INVALID', elementIndex }],
      );
      if (userErrors.length > 0) return { deletedMetafields: [], userErrors };
      const deletedMetafields = metafields.map((input) => (data.deleteMetafield(customer.id, input.namespace, input.key) ? input : null));
      return { deletedMetafields, userErrors: [] };
    },
  };
}
