// What /account shows, read from the customer GraphQL API in one query: the customer's name, addresses and
// orders newest first, each line with its variant (size / depth / colour) and the attributes the cart gave it
// (packaging, the Mattress measurements).
import type { AccountOverview } from '../../pages/account/account-page-data.ts';
import type { CustomerAccountClient } from './customer-account-client.ts';

export type { AccountOrder, AccountOrderLine, AccountOverview } from '../../pages/account/account-page-data.ts';

const ORDERS_SHOWN = 20;
const ADDRESSES_SHOWN = 10;
const LINES_SHOWN = 20;

export const ACCOUNT_OVERVIEW_QUERY = `query AccountOverview($orders: Int!, $addresses: Int!, $lines: Int!) {
  customer {
    firstName lastName emailAddress { emailAddress }
    addresses(first: $addresses) { nodes { formatted } }
    orders(first: $orders, sortKey: PROCESSED_AT, reverse: true) {
      nodes {
        name processedAt totalPrice { amount currencyCode }
        lineItems(first: $lines) { nodes { title variantTitle variantId quantity customAttributes { key value } } }
      }
    }
  }
}`;

type Answer = {
  customer: {
    firstName: string | null;
    lastName: string | null;
    emailAddress: { emailAddress: string | null } | null;
    addresses: { nodes: { formatted: string[] }[] };
    orders: {
      nodes: {
        name: string;
        processedAt: string;
        totalPrice: { amount: string; currencyCode: string };
        lineItems: {
          nodes: {
            title: string;
            variantTitle: string | null;
            variantId: string | null;
            quantity: number;
            customAttributes: { key: string; value: string | null }[];
          }[];
        };
      }[];
    };
  };
};

export async function readAccountOverview(client: CustomerAccountClient, accessToken: string): Promise<AccountOverview> {
  const { customer } = await client.query<Answer>(accessToken, ACCOUNT_OVERVIEW_QUERY, {
    orders: ORDERS_SHOWN,
    addresses: ADDRESSES_SHOWN,
    lines: LINES_SHOWN,
  });
  return {
    name: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
    email: customer.emailAddress?.emailAddress ?? null,
    addresses: customer.addresses.nodes.map((address) => address.formatted),
    orders: customer.orders.nodes.map((order) => ({
      name: order.name,
      processedAt: order.processedAt,
      total: order.totalPrice,
      lines: order.lineItems.nodes.map((line) => ({
        title: line.title,
        variantTitle: line.variantTitle,
        variantId: line.variantId,
        quantity: line.quantity,
        // Attributes whose key starts with '_' are the shop's and the site's own bookkeeping (the visit key), not the shopper's.
        attributes: line.customAttributes.filter((a): a is { key: string; value: string } => !a.key.startsWith('_') && Boolean(a.value)),
      })),
    })),
  };
}
