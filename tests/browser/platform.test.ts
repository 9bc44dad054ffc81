// The platform rules on the built site: security headers, the CSP naming Vike's inline scripts by hash (and a
// page that still hydrates under that policy, also after a 304 revalidation), caching, redirects, the guard and SEO files.
import { request as httpRequest } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './support/chromium.ts';

const baseUrl = inject('baseUrl');
const chromium = chromiumForFile();

const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
const scriptSources = (csp: string | null) => /script-src ([^;]*)/.exec(csp ?? '')?.[1]?.split(' ') ?? [];

/** A GET with the path sent exactly as written (fetch would normalise '//evil.com'). */
function rawGet(path: string): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'GET' }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('security headers and the CSP', () => {
  it.each(['/', '/faqs', '/clean-fold-and-store', '/no-such-page', '/buy'])(
    '%s: every header, and the page’s inline script allowed by its hash, no nonce',
    async (path) => {
      const response = await fetch(`${baseUrl}${path}`);
      const csp = response.headers.get('Content-Security-Policy');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('Permissions-Policy')).toContain('camera=()');
      const sources = scriptSources(csp);
      expect(sources[0]).toBe("'self'");
      expect(sources.slice(1).length).toBeGreaterThan(0);
      for (const source of sources.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
      const tags = scriptTags(await response.text());
      expect(tags.length).toBeGreaterThan(0);
      for (const tag of tags) expect(tag).not.toContain('nonce');
    },
  );

  it('hydrates under the policy with no violation, also when a reload is answered 304', async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
    });
    const revalidations: (string | undefined)[] = [];
    page.on('request', async (request) => {
      if (new URL(request.url()).pathname === '/faqs') revalidations.push((await request.allHeaders())['if-none-match']);
    });
    await page.goto(`${baseUrl}/faqs`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' });
    // The reload asked with the ETag and got 304: the stored page (and its policy) was used again.
    expect(revalidations).toEqual([undefined, expect.stringMatching(/^"/)]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('caching', () => {
  it('content pages: shared caches keep them, browsers revalidate by ETag (304)', async () => {
    const first = await fetch(`${baseUrl}/how-it-works`);
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=3604800, stale-while-revalidate=86400');
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await fetch(`${baseUrl}/how-it-works`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('the buy flow and the API are private, no-store', async () => {
    expect((await fetch(`${baseUrl}/buy`)).headers.get('Cache-Control')).toBe('private, no-store');
    expect((await fetch(`${baseUrl}/api/cart`)).headers.get('Cache-Control')).toBe('private, no-store');
  });
});

describe('redirects and the guard', () => {
  it('old URLs answer 301 with a same-site Location', async () => {
    const response = await fetch(`${baseUrl}/Pages/FAQs`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/faqs');
    expect((await fetch(`${baseUrl}/en/faqs`, { redirect: 'manual' })).headers.get('Location')).toBe('/faqs');
  });

  it.each(['//evil.com', '/\\evil.com', '//evil.com/pages/faqs', '/en//evil.com', '/%2F%2Fevil.com', '/get-out-of-bed/%2F%2Fevil.com'])(
    '%s never leads off-site',
    async (path) => {
      const { status, location } = await rawGet(path);
      expect(status).toBeLessThan(500);
      if (location !== undefined) expect(new URL(location, baseUrl).origin).toBe(new URL(baseUrl).origin);
    },
  );

  it('the account route, signed out, leads to sign-in and back, not home', async () => {
    const response = await fetch(`${baseUrl}/account`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/account/login?return_to=%2Faccount');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });
});

describe('SEO files', () => {
  it('serves robots.txt, the sitemap and the web manifest with every icon it names', async () => {
    expect(await (await fetch(`${baseUrl}/robots.txt`)).text()).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
    expect(await (await fetch(`${baseUrl}/sitemap.xml`)).text()).toContain(`<loc>${baseUrl}/faqs</loc>`);
    const manifest = (await (await fetch(`${baseUrl}/site.webmanifest`)).json()) as { icons: { src: string; type: string }[] };
    expect(manifest.icons.map((icon) => icon.src)).toEqual(['/favicon.svg', '/icon-192.png', '/icon-512.png']);
    for (const icon of manifest.icons) {
      const response = await fetch(`${baseUrl}${icon.src}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toContain(icon.type);
    }
  });

  it('every page links the manifest and an apple-touch-icon that exist', async () => {
    const html = await (await fetch(`${baseUrl}/faqs`)).text();
    for (const rel of ['manifest', 'apple-touch-icon']) {
      const href = new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(html)?.[1];
      expect(href).toBeTruthy();
      expect((await fetch(`${baseUrl}${href}`)).status).toBe(200);
    }
  });
});
