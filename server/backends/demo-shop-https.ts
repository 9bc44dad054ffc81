// The embedded demo shop also over https, on DEMO_SHOP_HTTPS_PORT, for the one client that speaks only
// `https://{shop domain}`: hydrogen-react's sendShopifyAnalytics in the shopper's browser. It is the same app the
// site mounts at /demo/shop, so what arrives here is listed at /demo/shop/analytics too. The certificate is the
// standalone shop's local one (made once under DATA_DIR/demo-shop/); a browser must be told to trust it.
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { createServer, type Server } from 'node:https';
import { standaloneShopDir } from '../../demo-backends/storefront/standalone.ts';

export type DemoShopHttps = { origin: string; close(): Promise<void> };

export async function startDemoShopHttps(shop: Hono, { port, host, dataDir }: { port: number; host: string; dataDir: string }): Promise<DemoShopHttps> {
  // Loaded only when asked for: most sites never serve the demo shop over https.
  const { localCertificate } = await import('../../demo-backends/storefront/local-certificate.ts');
  const { cert, key } = await localCertificate(standaloneShopDir(dataDir));
  const server: Server = createServer({ cert, key }, getRequestListener(shop.fetch));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    origin: `https://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
