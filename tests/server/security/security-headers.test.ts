import { afterAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { foreignOrigins, inlineScriptHashes, pagePolicyFor } from '../../../server/security/content-security-policy.ts';
import { STUB_INLINE_SCRIPT, type StubSite, stubSite } from '../caching/stub-site.ts';

const site: StubSite = await stubSite();
const production: StubSite = await stubSite({
  env: { NODE_ENV: 'production', CMS_URL: 'https://cms.linden.test', CMS_TOKEN: 't', MEDIA_URL: 'https://media.linden.test/uploads' },
});
const productionHttp: StubSite = await stubSite({ env: { NODE_ENV: 'production', SITE_URL: 'http://linden.test' } });
afterAll(() => [site, production, productionHttp].forEach((s) => s.cleanup()));

function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('security headers on HTML responses', () => {
  it('sends CSP, nosniff, referrer and permissions policies and denies framing', async () => {
    const response = await site.app.request('/faqs');
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('Permissions-Policy')).toContain('camera=()');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    const csp = directives(response.headers.get('Content-Security-Policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('font-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  });

  it('allows the page’s own inline script by its hash, with no nonce, the same for every response', async () => {
    const stubHash = `'sha256-${createHash('sha256').update(STUB_INLINE_SCRIPT).digest('base64')}'`;
    const first = await site.app.request('/faqs');
    const second = await site.app.request('/faqs');
    expect(directives(first.headers.get('Content-Security-Policy')).get('script-src')).toEqual(["'self'", stubHash]);
    expect(first.headers.get('Content-Security-Policy')).toBe(second.headers.get('Content-Security-Policy'));
    expect(await first.text()).not.toContain('nonce');
  });

  it('404 pages and per-shopper pages name their inline scripts by hash too', async () => {
    for (const path of ['/no-such-page', '/buy']) {
      const response = await site.app.request(path);
      expect(directives(response.headers.get('Content-Security-Policy')).get('script-src'), path).toEqual([
        "'self'",
        ...inlineScriptHashes(await response.text()),
      ]);
    }
  });

  it('allows images from the media base when it is another origin, and nothing else foreign', async () => {
    const csp = directives((await production.app.request('/faqs')).headers.get('Content-Security-Policy'));
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://media.linden.test']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });

  it('sends Strict-Transport-Security only in production over https', async () => {
    expect((await production.app.request('/faqs')).headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    expect((await productionHttp.app.request('/faqs')).headers.get('Strict-Transport-Security')).toBeNull();
    expect((await site.app.request('/faqs')).headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('a 304 carries no CSP, so the stored page keeps its own', async () => {
    const etag = (await site.app.request('/faqs')).headers.get('ETag')!;
    const revalidated = await site.app.request('/faqs', { headers: { 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('Content-Security-Policy')).toBeNull();
  });

  it('non-HTML responses get the plain headers but no page CSP', async () => {
    for (const path of ['/healthz', '/faqs/index.pageContext.json', '/buy/index.pageContext.json']) {
      const response = await site.app.request(path);
      expect(response.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(response.headers.get('Content-Security-Policy'), path).toBeNull();
    }
  });
});

describe('content security policy', () => {
  it('relative and same-site media bases add no origin', () => {
    expect(foreignOrigins(['/demo/cms/uploads', 'https://linden.test/uploads'], 'https://linden.test')).toEqual([]);
    expect(foreignOrigins(['https://media.example/a', 'https://media.example/b'], 'https://linden.test')).toEqual(['https://media.example']);
  });

  it("lets the page's script send to the shop's domain only when one is named (Shopify's analytics)", () => {
    const policy = (connectOrigins?: string[]) => pagePolicyFor({ imageOrigins: [], connectOrigins, development: false, upgradeInsecureRequests: true })('');
    expect(policy()).toContain("connect-src 'self';");
    expect(policy(['https://shop.lindenandtuck.com.au'])).toContain("connect-src 'self' https://shop.lindenandtuck.com.au;");
  });

  it('lets Vite’s dev server open its websocket only in development', () => {
    expect(pagePolicyFor({ imageOrigins: [], development: true, upgradeInsecureRequests: false })('')).toContain("connect-src 'self' ws: wss:");
  });

  it('hashes only inline scripts a browser runs: not data blocks, not external scripts', () => {
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const html = [
      '<script type="application/json" id="vike_pageContext">{"a":1}</script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<script src="/assets/a.js" type="module"></script>',
      '<script type="module" async>\nimport("/assets/entry.js");\n</script>',
      '<script>window.x = 1</script>',
      "<script type='text/javascript'>window.y = 2</script>",
      '<SCRIPT type="importmap">{"imports":{}}</SCRIPT>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([hash('\nimport("/assets/entry.js");\n'), hash('window.x = 1'), hash('window.y = 2'), hash('{"imports":{}}')]);
    const policy = pagePolicyFor({ imageOrigins: [], development: false, upgradeInsecureRequests: false });
    expect(policy('<p>no scripts</p>')).toContain("script-src 'self';");
  });
});
