// `npm run demo-shop`: the demo shop on its own, at the root of http://localhost:4000, as an offline Shopify for any
// Storefront API client. DEMO_SHOP_HTTPS=1 serves https with a local certificate (made once under
// DATA_DIR/demo-shop/) and prints how to trust it. DEMO_SHOP_PORT, DEMO_SHOP_HOST, DATA_DIR and DEMO_SHOP_IMAGES_DIR
// as for the site. Ctrl-C stops it.
import { resolve } from 'node:path';
import { startStandaloneShop } from '../demo-backends/storefront/standalone.ts';
import { SERVED_API_VERSION } from '../demo-backends/storefront/storefront-schema.ts';

const DEFAULT_PORT = 4000;
const DEFAULT_HOST = '127.0.0.1';

class DemoShopSettingError extends Error {}

function port(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_PORT;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new DemoShopSettingError(`DEMO_SHOP_PORT must be a port number (0-65535); got "${raw}"`);
  return value;
}

function httpsWanted(raw: string | undefined): boolean {
  const value = (raw ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'no'].includes(value)) return false;
  if (['1', 'true', 'yes'].includes(value)) return true;
  throw new DemoShopSettingError(`DEMO_SHOP_HTTPS must be 1 (https with a local certificate) or 0; got "${raw}"`);
}

async function main() {
  const { env } = process;
  const shop = await startStandaloneShop({
    port: port(env.DEMO_SHOP_PORT),
    host: env.DEMO_SHOP_HOST?.trim() || DEFAULT_HOST,
    dataDir: resolve(env.DATA_DIR?.trim() || 'data'),
    https: httpsWanted(env.DEMO_SHOP_HTTPS),
    photosDir: env.DEMO_SHOP_IMAGES_DIR?.trim() ? resolve(env.DEMO_SHOP_IMAGES_DIR.trim()) : null,
  });
  // Before the banner, so a supervisor that stops it as soon as it reads the banner still gets a clean close.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void shop.close().then(() => process.exit(0)));
  }
  const lines = [`The demo shop is running at ${shop.origin} (Storefront API: ${shop.origin}/api/${SERVED_API_VERSION}/graphql.json). Ctrl-C stops it.`];
  if (shop.certificatePath) {
    lines.push(
      `Its certificate (${shop.certificateCreated ? 'made now' : 'reused'}, for localhost, 127.0.0.1 and ::1): ${shop.certificatePath}`,
      'Trust it in the client only:',
      `  NODE_EXTRA_CA_CERTS=${shop.certificatePath}   (Node; read at start)    curl --cacert ${shop.certificatePath} ...`,
    );
  }
  lines.push(
    'A Shopify client needs only its environment changed:',
    `  store domain ${shop.storeDomain}   API version ${SERVED_API_VERSION} (older ones fall forward)   public access token: any non-empty value`,
  );
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof DemoShopSettingError || (error as NodeJS.ErrnoException)?.code === 'EADDRINUSE' ? (error as Error).message : error);
  process.exit(1);
});
