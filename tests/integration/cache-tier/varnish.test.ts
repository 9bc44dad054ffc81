// The built site behind the reference Varnish (deploy/varnish/default.vcl), as an operator would run it with
// CACHE_PURGE=varnish: anonymous pages are served from the cache, shoppers never share anything through it,
// per-shopper answers are never stored, a publish purges exactly the changed page, and a cached page is still
// served while the site is down. Content changes go through the demo CMS's content overrides file, as an editor's publish would.
// Its doors: only the site's host names, PURGE only with the secret, and rules that hold however a path is spelled.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_OVERRIDES_FILE } from '../../../demo-backends/cms/app.ts';
import { freePort, type RunningSite, startBuiltSite } from '../../../scripts/site-process.ts';
import { type RunningVarnish, startVarnish, varnishAvailable } from '../../../scripts/support/varnish.ts';
import { getWithHost as getWithHostOn, pollUntil } from './support/requests.ts';
import { ShopperBrowser } from './support/signed-in-shopper.ts';

const SECRET = 'cache-tier-test-secret';
const PREVIEW_SECRET = 'cache-tier-preview-secret';
const METRICS_TOKEN = 'cache-tier-metrics-token';
const PAGES = ['/', '/how-it-works', '/faqs', '/experts', '/measure-up', '/contact', '/blog', '/clean-fold-and-store', '/products', '/testimonials'];
const VARIANT = '4101331';

let varnish: RunningVarnish;
let site: RunningSite;
let siteStopped = false;

beforeAll(async () => {
  const sitePort = await freePort();
  varnish = await startVarnish({ backendPorts: [sitePort], port: await freePort() });
  site = await startBuiltSite({
    port: sitePort,
    // Shoppers reach the site through Varnish: its address is the site's public origin.
    env: {
      SITE_URL: varnish.url,
      CACHE_PURGE: 'varnish',
      VARNISH_PURGE_URL: `${varnish.url}/`,
      VARNISH_PURGE_SECRET: varnish.purgeSecret,
      REVALIDATE_SECRET: SECRET,
      PREVIEW_SECRET,
      METRICS_TOKEN,
    },
  });
  await varnish.untilBackendsHealthy();
});

afterAll(async () => {
  if (site && !siteStopped) await site.stop();
  await varnish?.stop();
});

type Answer = { status: number; cache: string | null; headers: Headers; body: string };
async function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${varnish.url}${path}`, { headers: { 'Accept-Encoding': 'gzip', ...headers }, redirect: 'manual' });
  return { status: response.status, cache: response.headers.get('X-Cache'), headers: response.headers, body: await response.text() };
}

const getWithHost = (path: string, host: string) => getWithHostOn(varnish.port, path, host);
const purge = (headers: Record<string, string>) => fetch(`${varnish.url}/`, { method: 'PURGE', headers });

async function addToCart(cookie: string | null): Promise<{ cookie: string; cartId: string }> {
  const response = await fetch(`${varnish.url}/api/cart/lines`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: varnish.url, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ variantId: VARIANT, quantity: 1 }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('X-Cache')).toBe('PASS');
  const setCookie = response.headers.getSetCookie().find((entry) => entry.startsWith('lt_cart='));
  const cart = (await response.json()) as { cart: { id: string } } | { id: string };
  return { cookie: setCookie ? setCookie.split(';', 1)[0]! : cookie!, cartId: 'cart' in cart ? cart.cart.id : cart.id };
}

describe.skipIf(!varnishAvailable())('the site behind the reference Varnish', () => {
  it('after a warm-up, at least 95 % of anonymous page requests are cache hits, whatever cookies and languages visitors send', async () => {
    for (const path of PAGES) expect((await get(path)).status, path).toBe(200);
    const visitors: Record<string, string>[] = [
      {},
      { Cookie: 'vsf-locale=en; vsf-currency=AUD; vsf-country=AU' },
      { Cookie: 'lt_session=abc; lt_cart=xyz', 'Accept-Language': 'de-DE' },
      { 'Accept-Language': 'fr' },
    ];
    const counts: Record<string, number> = {};
    for (let round = 0; round < 10; round += 1) {
      for (const path of PAGES) {
        const answer = await get(path, visitors[round % visitors.length]);
        expect(answer.status, path).toBe(200);
        expect(answer.headers.getSetCookie(), path).toEqual([]);
        expect(answer.headers.get('xkey'), path).toBeNull();
        counts[answer.cache ?? 'none'] = (counts[answer.cache ?? 'none'] ?? 0) + 1;
      }
    }
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    const hitRatio = (counts.HIT ?? 0) / total;
    console.log(`Anonymous page requests after warm-up: ${JSON.stringify(counts)}, hit ratio ${(hitRatio * 100).toFixed(1)} %`);
    expect(hitRatio).toBeGreaterThanOrEqual(0.95);
  });

  it('two anonymous requests for the same page get the same bytes and headers from the site, apart from Date', async () => {
    const direct = async () => {
      const response = await fetch(`${site.baseUrl}/faqs`, { headers: { 'Accept-Encoding': 'identity' } });
      return { headers: [...response.headers].filter(([name]) => name !== 'date'), body: await response.text() };
    };
    const [first, second] = [await direct(), await direct()];
    expect(second.headers).toEqual(first.headers);
    expect(second.body).toBe(first.body);
    expect(first.headers.map(([name]) => name)).not.toContain('set-cookie');
    expect(first.headers.find(([name]) => name === 'xkey')?.[1]).toBe('page:faqs layout');
  });

  it('two shoppers with different carts never see each other’s cart, cookie or session through the cache', async () => {
    const first = await addToCart(null);
    const second = await addToCart(null);
    expect(first.cartId).not.toBe(second.cartId);
    await addToCart(first.cookie);
    for (const shopper of [first, second]) {
      const cart = await fetch(`${varnish.url}/api/cart`, { headers: { Cookie: shopper.cookie, Accept: 'application/json' } });
      expect(cart.headers.get('X-Cache')).toBe('PASS');
      const text = await cart.text();
      expect(text).toContain(shopper.cartId);
      expect(text).not.toContain((shopper === first ? second : first).cartId);
      for (const path of ['/', '/faqs', '/products']) {
        const page = await get(path, { Cookie: shopper.cookie });
        expect(page.cache, path).toBe('HIT');
        expect(page.headers.getSetCookie(), path).toEqual([]);
        expect(page.body, path).not.toContain(first.cartId);
        expect(page.body, path).not.toContain(second.cartId);
      }
      const buy = await get('/buy', { Cookie: shopper.cookie });
      expect(buy.cache).toBe('PASS');
    }
  });

  it('1,000 distinct /?r=N cost one fetch from the site; tracking parameters never split a page, the ones a page reads do', async () => {
    // The home page leaves the cache first, so the first of them is fetched.
    expect((await purge({ 'xkey-purge': 'page:home', 'X-Purge-Secret': varnish.purgeSecret })).status).toBe(200);
    const answers: Record<string, number> = {};
    const etags = new Set<string | null>();
    const ask = async (n: number) => {
      const answer = await get(`/?r=${n}`);
      expect(answer.status).toBe(200);
      answers[answer.cache ?? 'none'] = (answers[answer.cache ?? 'none'] ?? 0) + 1;
      etags.add(answer.headers.get('ETag'));
    };
    // The first alone, then the rest 25 at a time: all after the first find it stored.
    await ask(0);
    for (let n = 1; n < 1_000; n += 25) await Promise.all(Array.from({ length: Math.min(25, 1_000 - n) }, (_, i) => ask(n + i)));
    console.log(`1,000 distinct /?r=N through Varnish: ${JSON.stringify(answers)}, ${etags.size} distinct page(s)`);
    expect(answers).toEqual({ MISS: 1, HIT: 999 });
    expect(etags.size).toBe(1);

    expect((await get('/faqs?utm_source=news&utm_medium=email')).cache).toBe('HIT');
    expect((await get('/faqs?fbclid=abc&gclid=def')).cache).toBe('HIT');
    await get('/blog?page=2&category=care-guide&utm_campaign=x');
    expect((await get('/blog?category=care-guide&page=2')).cache).toBe('HIT');
    expect((await get('/blog?category=sleep-better')).cache).toBe('MISS');
    // Per shopper, untouched: the purchase flow still sees its own query.
    expect((await get('/buy?step=2&utm_source=x')).cache).toBe('PASS');
  });

  it('/buy, the site API and checkout are never stored', async () => {
    for (const path of ['/buy', '/buy?step=2', '/BUY', '/api/cart', `/checkout/variant/${VARIANT}`]) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const answer = await get(path);
        expect(answer.cache, path).toBe('PASS');
        expect(answer.headers.get('Cache-Control') ?? '', path).toMatch(/private|no-store/);
      }
    }
  });

  it('an editor in draft preview gets the draft through the cache, and visitors still get the cached page', async () => {
    await get('/faqs');
    expect((await get('/faqs')).cache).toBe('HIT');
    const entry = await get(`/api/preview?secret=${PREVIEW_SECRET}&path=%2Ffaqs`);
    expect(entry.status).toBe(307);
    const cookie = entry.headers.getSetCookie()[0]!.split(';', 1)[0]!;
    expect(cookie).toMatch(/^lt_draft_preview=/);

    const draft = await get('/faqs', { Cookie: `lt_locale=en; ${cookie}` });
    expect(draft.status).toBe(200);
    expect(draft.cache).toBe('PASS');
    expect(draft.headers.get('Cache-Control')).toBe('private, no-store');
    expect(draft.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(draft.body).toContain('Draft preview');
    const visitor = await get('/faqs');
    expect(visitor.cache).toBe('HIT');
    expect(visitor.body).not.toContain('Draft preview');
  });

  it('a percent-encoded letter in the path is refused, so /metrics and the per-shopper rules hold however the path is spelled', async () => {
    const bearer = { Authorization: `Bearer ${METRICS_TOKEN}` };
    for (const path of ['/metrics', '/%6detrics', '/metric%73', '/%6D%65trics', '/%2fmetrics', '//metrics']) {
      const answer = await get(path, bearer);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.body, path).not.toContain('# HELP');
    }
    for (const path of ['/%61pi/cart', '/c%61rt', '/%62uy?step=2']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.cache, path).not.toBe('MISS');
    }
    // Only the path: a query may encode what it likes (and content pages drop what they do not read).
    await get('/faqs');
    expect(await get('/faqs?utm_source=a%6Eb')).toMatchObject({ status: 200, cache: 'HIT' });
  });

  it('only the site’s host names are answered: 40 invented Host values store nothing, and case or a default port is the same page', async () => {
    expect((await getWithHost('/faqs', `127.0.0.1:${varnish.port}`)).status).toBe(200);
    const objects = (await varnish.stats())['MAIN.n_object'] ?? 0;
    for (let n = 0; n < 40; n += 1) expect((await getWithHost('/faqs', `invented-${n}.example`)).status).toBe(404);
    expect((await getWithHost('/faqs', 'localhost:80')).status).toBe(404);
    // Not one more object (earlier tests' expired objects may leave meanwhile, so the count can only fall).
    expect((await varnish.stats())['MAIN.n_object']).toBeLessThanOrEqual(objects);
    expect(await getWithHost('/faqs', `LocalHost:${varnish.port}`)).toEqual({ status: 200, cache: 'MISS' });
    expect(await getWithHost('/faqs', `localhost:${varnish.port}`)).toEqual({ status: 200, cache: 'HIT' });
  });

  it('a signed-in customer (the {APP_KEY}_token session cookie) is passed on every page, and /account is never stored', async () => {
    await get('/faqs');
    expect((await get('/faqs')).cache).toBe('HIT');
    const customer = await get('/faqs', { Cookie: 'lt_locale=en; lt_token=a-customer-session' });
    expect(customer.status).toBe(200);
    expect(customer.cache).toBe('PASS');
    for (const cookie of [null, 'lt_token=a-customer-session']) {
      const account = await get('/account', cookie ? { Cookie: cookie } : {});
      expect(account.cache).toBe('PASS');
      expect(account.headers.get('Cache-Control')).toBe('private, no-store');
    }
    // Only the site's own cookie by its exact name.
    expect((await get('/faqs', { Cookie: 'xlt_token=1; other=2' })).cache).toBe('HIT');
  });

  it('two signed-in customers never see each other’s orders or addresses through the cache, however they alternate', async () => {
    const ada = new ShopperBrowser(varnish.url);
    const ben = new ShopperBrowser(varnish.url);
    expect((await ada.signInAs('ada@example.com')).url).toBe(`${varnish.url}/account`);
    expect((await ben.signInAs('ben@example.com')).url).toBe(`${varnish.url}/account`);

    // Ada buys a set through the hosted checkout, signed in: the order is hers.
    const checkout = await ada.follow(`/checkout/variant/${VARIANT}`);
    expect(checkout.url).toMatch(/\/checkouts\//);
    const confirmation = await ada.follow(checkout.url, { email: 'ada@example.com' });
    const orderName = /your order (#\d+) is confirmed/i.exec(confirmation.body)?.[1];
    expect(orderName).toBeDefined();

    for (let round = 0; round < 3; round += 1) {
      const [adas, bens, stranger] = [await ada.visit('/account'), await ben.visit('/account'), await get('/account')];
      expect([adas.cache, bens.cache, stranger.cache]).toEqual(['PASS', 'PASS', 'PASS']);
      expect(adas.body).toContain(`Order ${orderName}`);
      expect(adas.body).toContain('12 Wattle Street');
      expect(adas.body).not.toContain('Harbour Road');
      expect(bens.body).toContain('Harbour Road');
      expect(bens.body).not.toContain(`Order ${orderName}`);
      expect(bens.body).not.toContain('12 Wattle Street');
      // Someone signed in as no one is sent to sign in, with nothing of either customer.
      expect(stranger.status).toBe(302);
      expect(stranger.body).not.toContain('Wattle');
    }
  });

  it('an Authorization header or a cookie merely ending in _draft_preview does not pass the cache', async () => {
    await get('/faqs');
    expect((await get('/faqs', { Authorization: 'Bearer anything' })).cache).toBe('HIT');
    expect((await get('/faqs', { Authorization: 'Basic YTpi' })).cache).toBe('HIT');
    expect((await get('/faqs', { Cookie: 'made_up_draft_preview=1' })).cache).toBe('HIT');
    expect((await get('/faqs', { Cookie: 'xlt_draft_preview=1; other=2' })).cache).toBe('HIT');
  });

  it('PURGE needs the purge secret, even from an allowed address', async () => {
    await get('/experts');
    for (const secret of [null, 'wrong', `${varnish.purgeSecret}x`]) {
      const answer = await purge({ 'xkey-purge': 'page:experts', ...(secret === null ? {} : { 'X-Purge-Secret': secret }) });
      expect(answer.status, String(secret)).toBe(403);
    }
    expect((await get('/experts')).cache).toBe('HIT');
    expect((await purge({ 'xkey-purge': 'page:experts', 'X-Purge-Secret': varnish.purgeSecret })).status).toBe(200);
    expect((await get('/experts')).cache).toBe('MISS');
  });

  it('a publish purges the changed page within 5 s and leaves an unrelated page cached', async () => {
    for (const path of ['/faqs', '/experts']) await get(path);
    expect((await get('/experts')).cache).toBe('HIT');
    const title = `Questions, answered ${Date.now()}`;
    writeFileSync(join(site.dataDir, CONTENT_OVERRIDES_FILE), JSON.stringify({ pages: { faqs: { title, pageSeo: { metaTitle: title } } } }));

    const published = Date.now();
    const webhook = await fetch(`${site.baseUrl}/api/revalidate`, {
      method: 'POST',
      headers: { 'X-Revalidate-Secret': SECRET, 'Content-Type': 'application/json' },
      body: JSON.stringify({ event: 'entry.update', model: 'page' }),
    });
    expect(webhook.status).toBe(202);
    await pollUntil('the changed page through Varnish', 5_000, async () => ((await get('/faqs')).body.includes(title) ? true : null));
    console.log(`Publish to fresh page through Varnish: ${Date.now() - published} ms`);

    expect((await get('/experts')).cache).toBe('HIT');
    expect((await get('/faqs')).cache).toBe('HIT');
  });

  it('with the site stopped, cached content pages are still served, also one purged just before', async () => {
    for (const path of ['/how-it-works', '/measure-up']) await get(path);
    expect((await purge({ 'xkey-softpurge': 'page:measure-up', 'X-Purge-Secret': varnish.purgeSecret })).status).toBe(200);
    expect(await site.stop()).toBe(0);
    siteStopped = true;

    const cached = await get('/how-it-works');
    expect(cached.status).toBe(200);
    expect(cached.cache).toBe('HIT');
    const stale = await get('/measure-up');
    expect(stale.status).toBe(200);
    expect(stale.cache).toBe('HIT-STALE');
    expect(stale.body).toContain('</html>');
    // Nothing per shopper comes from the cache: with the site down those fail.
    expect((await get('/buy')).status).toBe(503);
  });
});
