// A shop that can be away and come back: over HTTPS on loopback (the site always calls https://{domain}), it
// answers 503 while `away`, and otherwise forwards each Storefront call to a running demo shop.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { selfSignedCertificate } from './failing-backends.ts';

export type ShopOutage = {
  /** For SHOPIFY_STORE_DOMAIN. */
  domain: string;
  /** For NODE_EXTRA_CA_CERTS. */
  certificatePath: string;
  away: boolean;
  stop: () => Promise<void>;
};

/** The site's credentials and buyer address pass through, as through any proxy: without a token the demo shop holds
 * a query to tokenless access's 1,000 cost, which the site's cart operations exceed. */
const FORWARDED_HEADERS = ['x-shopify-storefront-access-token', 'shopify-storefront-private-token', 'shopify-storefront-buyer-ip'];

async function forward(request: IncomingMessage, response: ServerResponse, demoShopUrl: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const passed = FORWARDED_HEADERS.flatMap((name) => {
    const value = request.headers[name];
    return typeof value === 'string' ? [[name, value] as const] : [];
  });
  const answer = await fetch(`${demoShopUrl}${request.url ?? '/'}`, {
    method: request.method,
    headers: { 'Content-Type': request.headers['content-type'] ?? 'application/json', ...Object.fromEntries(passed) },
    body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
  });
  response.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' }).end(Buffer.from(await answer.arrayBuffer()));
}

/** `demoShopUrl`: a demo shop's base URL, e.g. `${baseUrl}/demo/shop` of the browser tests' site. */
export async function startShopOutage(demoShopUrl: string): Promise<ShopOutage> {
  const { key, cert, certificatePath, remove } = await selfSignedCertificate();
  const server = createServer({ key, cert });
  const outage: ShopOutage = { domain: '', certificatePath, away: true, stop: async () => {} };
  server.on('request', (request, response) => {
    if (outage.away) {
      request.resume();
      response.writeHead(503, { 'Content-Type': 'text/plain' }).end('Service Unavailable');
      return;
    }
    forward(request, response, demoShopUrl).catch(() => response.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  outage.domain = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  outage.stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
      remove();
    });
  return outage;
}
