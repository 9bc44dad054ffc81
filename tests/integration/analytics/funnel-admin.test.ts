// The funnel in the real Strapi admin, in Chromium: an Editor opens "Funnel" and reads the figures of a few
// visitors' journeys (sent to the site as the pages send them), by day and by week, and downloads the CSV; an Author
// has no such menu entry and the admin API refuses them the funnel. The site runs in this process (its analytics on
// SQLite); the run's Strapi asks it with ANALYTICS_READ_TOKEN, at the site address it knows (forwarded here).
// CMS_ADMIN_SCREENSHOTS=1 saves the page at 1280 px.
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay } from '../../../server/analytics/local-day.ts';
import { setLogLevel } from '../../../server/logging/logger.ts';
import { openAdminBrowserPage } from '../cms/support/admin-browser-page.ts';
import { inviteAndRegister, signIn, type AdminApi } from '../cms/support/admin-accounts.ts';
import { sharedStrapi, type SharedStrapi } from '../cms/support/shared-strapi.ts';
import { type AnalyticsSite, analyticsSite, events } from '../../server/analytics/support/analytics-site.ts';

const EDITOR = { email: 'jo.editor@example.com', password: 'Editor-password-7' };
const AUTHOR = { email: 'kim.author@example.com', password: 'Author-password-7' };

let site: AnalyticsSite;
let cms: SharedStrapi;
let forwarder: Server | undefined;
let author: AdminApi;
let context: BrowserContext;
let page: Page;
let closeBrowser: () => Promise<void>;

/** Serves `port` (where the CMS expects the site) with what `origin` (where this file's site listens) answers. */
async function forward(port: number, origin: string): Promise<Server> {
  const target = new URL(origin);
  const server = createServer((incoming, outgoing) => {
    const onward = request(
      { hostname: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    onward.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(onward);
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return server;
}

beforeAll(async () => {
  setLogLevel('silent');
  cms = await sharedStrapi();
  site = await analyticsSite({ listen: true, env: { ANALYTICS_READ_TOKEN: cms.analyticsReadToken } });
  forwarder = await forward(cms.sitePort, site.origin);
  // Four visitors: all see the home page, three reach /buy (two in V1.1 to step 3, one in V1.0 to step 2), one adds to cart.
  const visitor = (index: number) => ({ ip: `198.51.100.${index + 40}`, userAgent: `Admin test browser ${index}` });
  await site.sendEvents([events.pageViewed('/')], visitor(0));
  for (const index of [1, 2])
    await site.sendEvents([events.pageViewed('/'), events.pageViewed('/buy'), ...[0, 1, 2, 3].map((step) => events.stepReached(step))], visitor(index));
  await site.sendEvents([events.pageViewed('/faqs'), events.pageViewed('/buy'), events.stepReached(1, 'old'), events.stepReached(2, 'old')], visitor(3));
  await site.sendEvents([events.addedToCart('gid://shopify/ProductVariant/4101331')], visitor(1));
  await site.analytics.queue.drain();

  const owner = await signIn(cms.url, cms.adminEmail, cms.adminPassword);
  await inviteAndRegister(cms.url, owner, 'strapi-editor', EDITOR.email, EDITOR.password);
  author = await inviteAndRegister(cms.url, owner, 'strapi-author', AUTHOR.email, AUTHOR.password);
  ({ context, page, close: closeBrowser } = await openAdminBrowserPage());
}, 600_000);

afterAll(async () => {
  await closeBrowser?.();
  await new Promise((done) => (forwarder ? forwarder.close(done) : done(undefined)));
  await cms?.release();
  await site?.stop();
});

async function signInAs({ email, password }: { email: string; password: string }) {
  await context.clearCookies();
  await page.goto(`${cms.url}/admin/auth/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Content health' }).waitFor();
  await page
    .getByRole('button', { name: 'Close the banner' })
    .click({ timeout: 3000 })
    .catch(() => undefined);
}

describe('the funnel in the Strapi admin', () => {
  it('shows an Editor the way to an order with its figures, by day and by week, and downloads the CSV', async () => {
    await signInAs(EDITOR);
    await page.getByRole('link', { name: 'Funnel' }).click();
    await page.getByRole('heading', { name: 'The way to an order' }).waitFor();
    const flow = page.getByRole('img', { name: /^The way to an order:/ });
    expect(await flow.getAttribute('aria-label')).toBe(
      'The way to an order: Visits 4, Reached /buy 3, V1.1 step 0 2, V1.1 step 1 2, V1.1 step 2 2, V1.1 step 3 2, V1.1 step 4 0, V1.0 step 1 1, V1.0 step 2 1, V1.0 step 3 0, V1.0 step 4 0, Added to cart 1, Started checkout 0, Ordered 0',
    );
    await expect.poll(() => page.getByText('75 %').count()).toBeGreaterThan(0);
    // /faqs opened one visit and came before /buy in it: a row in both tables.
    await expect.poll(() => page.getByRole('row', { name: /\/faqs 1/ }).count()).toBe(2);
    if (process.env.CMS_ADMIN_SCREENSHOTS) {
      mkdirSync('screenshots', { recursive: true });
      await page.mouse.move(1270, 890);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Escape');
      await page.getByRole('tooltip').waitFor({ state: 'detached' });
      await page.screenshot({ path: 'screenshots/cms-admin-funnel-1280.png', fullPage: true });
      // The admin scrolls inside its own frame: the lower half (per day, Find my size, pages, campaigns) is a second screen.
      await page.getByRole('heading', { name: 'Campaigns and sources' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: 'screenshots/cms-admin-funnel-lower-1280.png' });
    }

    await page.getByRole('button', { name: 'By week' }).click();
    await page.getByRole('heading', { name: 'Visits and orders by week' }).waitFor();

    const today = localDay(Date.now(), 'Australia/Sydney');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csv = readFileSync((await (await download).path())!, 'utf8');
    expect(csv.split('\r\n').at(-2)).toMatch(new RegExp(`^total,\\d{4}-\\d{2}-\\d{2} to ${today},4,3,`));
  });

  it('gives an Author no Funnel entry, and the admin API refuses them the figures', async () => {
    expect((await author.request('/admin/site/funnel')).status).toBe(403);
    await signInAs(AUTHOR);
    expect(await page.getByRole('link', { name: 'Funnel' }).count()).toBe(0);
  });
});
