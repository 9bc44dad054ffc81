// The site pointed at the standalone demo shop over https (SHOPIFY_STORE_DOMAIN=localhost:{port}), as an operator
// trying the site against an offline Shopify would: /buy shows the shop's product pictures, which come from the
// shop's own address, and the site's Content-Security-Policy lets them in.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandaloneShop, type StandaloneShop } from '../../demo-backends/storefront/standalone.ts';
import type { Browser } from 'playwright-core';
import { type RunningSite, startBuiltSite } from '../../scripts/site-process.ts';
import { launchChromium } from '../../scripts/support/chromium.ts';

let browser: Browser;
let shop: StandaloneShop;
let site: RunningSite;

beforeAll(async () => {
  browser = await launchChromium();
  shop = await startStandaloneShop({ port: 0, host: '127.0.0.1', dataDir: mkdtempSync(join(tmpdir(), 'standalone-shop-')), https: true });
  site = await startBuiltSite({
    env: {
      SHOPIFY_STORE_DOMAIN: shop.storeDomain,
      SHOPIFY_STOREFRONT_TOKEN: 'storefront-token',
      NODE_EXTRA_CA_CERTS: shop.certificatePath!,
      LOG_LEVEL: 'silent',
    },
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await shop?.close();
});

describe('/buy on the standalone demo shop', () => {
  it("shows the shop's product pictures from the shop's https origin, none blocked by the page's policy", { timeout: 90_000 }, async () => {
    // The browser is told to accept the shop's local certificate; what is checked is the site's own policy.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ignoreHTTPSErrors: true });
    await context.addInitScript(() => {
      const blocked: string[] = [];
      (window as unknown as { blockedByPolicy: string[] }).blockedByPolicy = blocked;
      document.addEventListener('securitypolicyviolation', (event) => blocked.push(`${event.effectiveDirective} ${event.blockedURI}`));
    });
    const page = await context.newPage();
    const response = await page.goto(`${site.baseUrl}/buy`);
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });

    const shopPictures = () =>
      page.evaluate((origin) => {
        const pictures = [...document.images].filter((image) => image.currentSrc.startsWith(`${origin}/`));
        return { count: pictures.length, shown: pictures.filter((image) => image.complete && image.naturalWidth > 0).length };
      }, shop.origin);
    // The product tiles render once the catalogue has loaded, which takes a while on a busy machine.
    await page.locator(`img[src^="${shop.origin}/"]`).first().waitFor({ timeout: 30_000 });
    await expect.poll(shopPictures, { timeout: 30_000 }).toEqual({ count: 2, shown: 2 });
    expect(await page.evaluate(() => (window as unknown as { blockedByPolicy: string[] }).blockedByPolicy)).toEqual([]);
    expect(response?.headers()['content-security-policy']).toMatch(new RegExp(`img-src [^;]*${shop.origin.replace(/[.:/]/g, '\\$&')}`));
    await context.close();
  });
});
