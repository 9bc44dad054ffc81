// The demo shop on its own, as an offline Shopify: served at the root of a host (`npm run demo-shop`), so a client
// written for a real store reaches its Storefront API at `{origin}/api/{version}/graphql.json` with only its store
// domain changed. Over https when asked, with a local certificate (local-certificate.ts), for clients that insist on
// `https://{domain}`, as the official @shopify/storefront-api-client does.
import { getRequestListener } from '@hono/node-server';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createDemoShopApp } from './app.ts';
import { localCertificate } from './local-certificate.ts';
import { SqliteCartStore } from './sqlite-cart-store.ts';
import { stderrErrorLog, type InternalErrorLog } from '../internal-errors.ts';

export type StandaloneShopOptions = {
  /** 0 picks a free port (tests). */
  port: number;
  /** The interface to listen on; the certificate answers for localhost, 127.0.0.1 and ::1. */
  host: string;
  /** Where the carts (carts.sqlite) and the certificate live; kept apart from the site's own demo shop files. */
  dataDir: string;
  https: boolean;
  photosDir?: string | null;
  logError?: InternalErrorLog;
};

export type StandaloneShop = {
  /** The browser-facing origin, e.g. https://localhost:4000: checkout and image URLs start with it. */
  origin: string;
  port: number;
  /** The store domain a Shopify client is given: `localhost:{port}`. */
  storeDomain: string;
  /** The certificate a client must trust (https only), else null. */
  certificatePath: string | null;
  /** true when the certificate was made at this start rather than reused. */
  certificateCreated: boolean;
  close(): Promise<void>;
};

/** Where a data folder keeps the standalone shop's files. */
export const standaloneShopDir = (dataDir: string) => join(dataDir, 'demo-shop');

function listening(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function startStandaloneShop({
  port,
  host,
  dataDir,
  https,
  photosDir = null,
  logError = stderrErrorLog,
}: StandaloneShopOptions): Promise<StandaloneShop> {
  const dir = standaloneShopDir(dataDir);
  const certificate = https ? await localCertificate(dir) : null;
  const carts = new SqliteCartStore(join(dir, 'carts.sqlite'));
  // The app needs its public origin, whose port (0: a free one) is only known once listening. It is set in the
  // continuation of the listening promise, a microtask, which runs before the event loop reads any connection.
  let app: ReturnType<typeof createDemoShopApp> | null = null;
  const listener = getRequestListener((request) => app!.fetch(request));
  const server = certificate ? createHttpsServer({ cert: certificate.cert, key: certificate.key }, listener) : createHttpServer(listener);
  let boundPort: number;
  try {
    boundPort = await listening(server, port, host);
  } catch (error) {
    await carts.close();
    throw error;
  }
  const origin = `${https ? 'https' : 'http'}://localhost:${boundPort}`;
  // Stands in for a real shop for any storefront, so it holds tokenless requests to Shopify's cost limit too.
  app = createDemoShopApp({ carts, publicBaseUrl: origin, photosDir, logError, tokenlessCostLimit: true });

  return {
    origin,
    port: boundPort,
    storeDomain: `localhost:${boundPort}`,
    certificatePath: certificate?.certPath ?? null,
    certificateCreated: certificate?.created ?? false,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections of clients still open would hold the close back.
        server.closeAllConnections();
      });
      await carts.close();
    },
  };
}
