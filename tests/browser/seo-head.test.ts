// The head a crawler reads on the built site: one canonical address per page, share tags with absolute URLs,
// JSON-LD that parses (a data block: the CSP needs no hash for it), and noindex on error pages.
import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');

async function head(path: string) {
  const response = await fetch(`${baseUrl}${path}`);
  const html = await response.text();
  const attribute = (pattern: RegExp) => pattern.exec(html)?.[1] ?? null;
  const jsonLd = /<script type="application\/ld\+json"([^>]*)>([\s\S]*?)<\/script>/.exec(html);
  return {
    status: response.status,
    csp: response.headers.get('Content-Security-Policy') ?? '',
    canonical: attribute(/<link rel="canonical" href="([^"]+)"/),
    ogUrl: attribute(/<meta property="og:url" content="([^"]+)"/),
    ogType: attribute(/<meta property="og:type" content="([^"]+)"/),
    ogImage: attribute(/<meta property="og:image" content="([^"]+)"/),
    twitterCard: attribute(/<meta name="twitter:card" content="([^"]+)"/),
    robots: attribute(/<meta name="robots" content="([^"]+)"/),
    jsonLdAttributes: jsonLd?.[1] ?? null,
    graph: jsonLd ? (JSON.parse(jsonLd[2]!)['@graph'] as { '@type': string }[]) : [],
  };
}

describe('SEO head on the built site', () => {
  it('/Home and / share the canonical address of the site root, with the Organization', async () => {
    for (const path of ['/', '/Home']) {
      const tags = await head(path);
      expect(tags.canonical).toBe(`${baseUrl}/`);
      expect(tags.graph.map((node) => node['@type'])).toEqual(['Organization']);
    }
  });

  it('the canonical address drops the query; share tags are absolute', async () => {
    const tags = await head('/faqs?utm_source=newsletter');
    expect(tags).toMatchObject({ canonical: `${baseUrl}/faqs`, ogUrl: `${baseUrl}/faqs`, ogType: 'website', twitterCard: 'summary_large_image' });
    expect(tags.ogImage).toMatch(new RegExp(`^${baseUrl}/`));
    expect(tags.graph.map((node) => node['@type'])).toEqual(['BreadcrumbList', 'FAQPage']);
  });

  it('an article’s JSON-LD is a plain data block: no nonce, and the CSP holds none', async () => {
    const tags = await head('/clean-fold-and-store');
    expect(tags.jsonLdAttributes).toBe('');
    expect(tags.csp).not.toContain("'nonce-");
    expect(tags.ogType).toBe('article');
    expect(tags.graph.map((node) => node['@type'])).toEqual(['Article', 'BreadcrumbList']);
  });

  it('/buy and /products describe the products with their offers', async () => {
    for (const path of ['/buy?step=2', '/products']) {
      const tags = await head(path);
      expect(tags.ogType).toBe('product');
      expect(tags.canonical).toBe(`${baseUrl}${path.split('?')[0]}`);
      expect(tags.graph.filter((node) => node['@type'] === 'Product').length).toBeGreaterThan(0);
    }
  });

  it('error pages are noindex and claim no canonical address', async () => {
    const tags = await head('/no-such-page');
    expect(tags).toMatchObject({ status: 404, robots: 'noindex', canonical: null, graph: [] });
  });
});
