// A storefront's Shopify client in a process of its own, configured only through its environment as a deployed
// storefront is: SHOPIFY_STORE_DOMAIN, SHOPIFY_STOREFRONT_API_VERSION, SHOPIFY_STOREFRONT_ACCESS_TOKEN, and
// NODE_EXTRA_CA_CERTS to trust a local certificate (Node reads it only at start, hence the process). It runs the
// official @shopify/storefront-api-client: each stdin line `{id, query, variables}` is answered on stdout by a line
// `{id, data, errors}`. Plain JavaScript, so it starts in a fraction of a second without a TypeScript loader.
// Started by storefront-client.ts.
import { createInterface } from 'node:readline';
import { createStorefrontApiClient } from '@shopify/storefront-api-client';

const client = createStorefrontApiClient({
  storeDomain: process.env.SHOPIFY_STORE_DOMAIN,
  apiVersion: process.env.SHOPIFY_STOREFRONT_API_VERSION,
  publicAccessToken: process.env.SHOPIFY_STOREFRONT_ACCESS_TOKEN,
});

for await (const line of createInterface({ input: process.stdin })) {
  const { id, query, variables } = JSON.parse(line);
  const { data, errors } = await client.request(query, { variables });
  // A network failure (an untrusted certificate, say) comes back as errors.message with no graphQLErrors.
  const reported = errors && { message: errors.message, networkStatusCode: errors.networkStatusCode, graphQLErrors: errors.graphQLErrors };
  process.stdout.write(`${JSON.stringify({ id, data: data ?? null, errors: reported ?? null })}\n`);
}
