// `npm run screenshots -- [paths…]`: full-page screenshots of the built site at 375, 768 and 1280 px
// into screenshots/ (gitignored), for looking at what was built. `-- --preview /autumn-edit` captures the
// pages in draft preview (the site started with a PREVIEW_SECRET, each page opened through /api/preview);
// `-- --customer ada@example.com /account` signs in as that demo shop customer first.
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { launchChromium } from './support/chromium.ts';
import { signInAsDemoCustomer } from './support/customer-sign-in.ts';
import { startBuiltSite } from './site-process.ts';

const WIDTHS = [375, 768, 1280];
const customerAt = process.argv.indexOf('--customer');
const customer = customerAt >= 0 ? (process.argv[customerAt + 1] ?? null) : null;
const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const targets = paths.length > 0 ? paths : ['/', '/how-it-works', '/no-such-page'];
const previewSecret = process.argv.includes('--preview') ? randomBytes(24).toString('base64url') : null;

const site = await startBuiltSite(previewSecret ? { env: { PREVIEW_SECRET: previewSecret } } : {});
const entryUrl = (path: string) =>
  previewSecret ? `${site.baseUrl}/api/preview?secret=${previewSecret}&path=${encodeURIComponent(path)}` : `${site.baseUrl}${path}`;
const browser = await launchChromium();
// One browser context for every capture, so a signed-in customer stays signed in.
const context = await browser.newContext();
try {
  if (customer) {
    const signIn = await context.newPage();
    await signInAsDemoCustomer(signIn, site.baseUrl, customer);
    await signIn.close();
  }
  await mkdir('screenshots', { recursive: true });
  for (const path of targets) {
    for (const width of WIDTHS) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(entryUrl(path), { waitUntil: 'networkidle' });
      // Scroll through once so lazy images below the fold load before the full-page capture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      // Then load every lazy image outright and wait for each to finish, so nothing is captured half-loaded.
      await page.evaluate(async () => {
        const images = [...document.images];
        for (const image of images) image.loading = 'eager';
        // (No named helpers in here: the page cannot see the bundler's name helper.)
        await Promise.all(
          images.map((image) =>
            image.complete
              ? null
              : new Promise((done) => {
                  image.addEventListener('load', done, { once: true });
                  image.addEventListener('error', done, { once: true });
                }),
          ),
        );
      });
      await page.waitForLoadState('networkidle');
      const file = `screenshots/${previewSecret ? 'preview-' : ''}${customer ? 'customer-' : ''}${path.replace(/\W+/g, '_') || 'home'}-${width}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(`wrote ${file}`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await site.stop();
}
