// The built site started while its CMS and shop are failing: content comes from the last good snapshot on
// disk, pages that need the shop say so (HTTP 200), cart calls answer a message, forms are kept for later.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSite, startBuiltSite } from '../../scripts/site-process.ts';
import { FORM_OUTBOX_FILE } from '../../server/forms/site-form-deliverer.ts';
import { SqliteFormOutbox } from '../../server/forms/sqlite-form-outbox.ts';
import { type FailingBackend, type FailureMode, startFailingCms, startFailingShop } from './support/failing-backends.ts';

const ORDERING_PAUSED_TEXT = 'Ordering resumes shortly';
const TIMEOUT_MS = 1_000;

let dataDir: string;
let site: RunningSite;
let cms: FailingBackend;
let shop: Awaited<ReturnType<typeof startFailingShop>>;

/** Waits until the site has called the CMS `calls` more times in this mode (its refresh runs every second). */
async function cmsCalledIn(mode: FailureMode, calls: number) {
  cms.mode = mode;
  const target = cms.received[mode] + calls;
  const deadline = Date.now() + 20_000;
  while (cms.received[mode] < target && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(cms.received[mode]).toBeGreaterThanOrEqual(target);
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'backends-down-'));
  // A first run on the demo backends leaves its last good content on disk, as in production.
  const firstRun = await startBuiltSite({ env: { DATA_DIR: dataDir } });
  await firstRun.stop();

  cms = await startFailingCms('http-500');
  shop = await startFailingShop('http-503');
  site = await startBuiltSite({
    env: {
      DATA_DIR: dataDir,
      CMS_URL: cms.origin,
      CMS_TOKEN: 'cms-token',
      SHOPIFY_STORE_DOMAIN: shop.domain,
      SHOPIFY_STOREFRONT_TOKEN: 'storefront-token',
      NODE_EXTRA_CA_CERTS: shop.certificatePath,
      CMS_TIMEOUT_MS: String(TIMEOUT_MS),
      SHOP_TIMEOUT_MS: String(TIMEOUT_MS),
      CONTENT_REFRESH_INTERVAL_MS: '1000',
      LOG_LEVEL: 'silent',
    },
  });
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await cms?.stop();
  await shop?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the site started while the CMS is down', () => {
  it('serves the last good content from disk', async () => {
    expect(cms.received['http-500']).toBeGreaterThan(0);
    const health = (await (await fetch(`${site.baseUrl}/healthz`)).json()) as { content: { complete: boolean } };
    expect(health.content.complete).toBe(true);
    const home = await (await fetch(`${site.baseUrl}/`)).text();
    expect(home).toContain('Sheets tailored to your mattress');
    for (const path of ['/', '/how-it-works', '/faqs']) {
      const response = await fetch(`${site.baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(/<title>[^<]*Linden &amp; Tuck[^<]*<\/title>/);
      expect(html, path).not.toContain('This page could not be found');
    }
  });

  it.each(['hang', 'garbage', 'http-503'] as const)('keeps serving that content while refreshes meet %s', async (mode) => {
    const before = await (await fetch(`${site.baseUrl}/faqs`)).text();
    await cmsCalledIn(mode, 8);
    const after = await fetch(`${site.baseUrl}/faqs`);
    expect(after.status).toBe(200);
    expect(await after.text()).toBe(before);
  });

  it('takes a visitor’s form and keeps it in the outbox until the CMS is back', async () => {
    cms.mode = 'http-500';
    const response = await fetch(`${site.baseUrl}/api/forms/subscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site.baseUrl },
      body: JSON.stringify({ email: 'outage@example.com' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const outbox = new SqliteFormOutbox(join(dataDir, FORM_OUTBOX_FILE));
    try {
      expect(await outbox.entries()).toEqual([
        expect.objectContaining({ status: 'pending', formData: expect.objectContaining({ email: 'outage@example.com' }) }),
      ]);
    } finally {
      await outbox.close();
    }
  });
});

describe.each(['http-503', 'hang', 'garbage'] as const)('the site while the shop answers with %s', (mode) => {
  beforeAll(() => {
    shop.mode = mode;
  });

  it('/products renders its content with the static sizes and prices and a clear note, and is not cached', async () => {
    const response = await fetch(`${site.baseUrl}/products`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain(ORDERING_PAUSED_TEXT);
    expect(html).toContain('$1050.00');
    expect(html).toMatch(/<title>[^<]*Linden &amp; Tuck[^<]*<\/title>/);
  });

  it('/buy renders the static sets with the note that ordering resumes shortly, and is not cached', async () => {
    const response = await fetch(`${site.baseUrl}/buy`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain(ORDERING_PAUSED_TEXT);
    expect(html).toMatch(/From (<!-- -->)?\$850\.00/);
  });

  it('adding to the cart answers a JSON message, and the cart cookie is kept', async () => {
    const cartCookie = `lt_cart=${encodeURIComponent('gid://shopify/Cart/c1-abc?key=def')}`;
    const response = await fetch(`${site.baseUrl}/api/cart/lines`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site.baseUrl, Cookie: cartCookie },
      body: JSON.stringify({ variantId: 'gid://shopify/ProductVariant/4101331', quantity: 1 }),
    });
    expect([502, 503]).toContain(response.status);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/try again/i);
    expect(response.headers.getSetCookie().filter((cookie) => cookie.startsWith('lt_cart='))).toEqual([]);
  });
});
