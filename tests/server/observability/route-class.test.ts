import { describe, expect, it } from 'vitest';
import { ROUTE_CLASSES, routeClassOf, statusClassOf } from '../../../server/observability/route-class.ts';

describe('route classes for metric labels', () => {
  const articles = new Set(['linen-care']);
  const isArticle = (slug: string) => articles.has(slug);

  it.each([
    ['/', 'page'],
    ['/faqs', 'page'],
    ['/FAQS/', 'page'],
    ['/linen-care', 'blog-article'],
    ['/Linen-Care', 'blog-article'],
    ['/buy', 'buy'],
    ['/buy/', 'buy'],
    ['/api/cart', 'api-cart'],
    ['/api/cart/lines/abc', 'api-cart'],
    ['/api/forms/subscribe', 'api-forms'],
    ['/api/revalidate', 'api-other'],
    ['/checkout', 'checkout'],
    ['/_image/w_640/uploads/a.jpg', 'image'],
    ['/assets/entry-abc123.js', 'asset'],
    ['/fonts/jost.woff2', 'asset'],
    ['/robots.txt', 'seo'],
    ['/sitemap.xml', 'seo'],
    ['/sitemap-3.xml', 'seo'],
    ['/healthz', 'health'],
    ['/readyz', 'health'],
    ['/demo/cms/api/pages', 'demo-backend'],
    ['/demo/shop/api/2026-04/graphql.json', 'demo-backend'],
    ['/wp-admin/setup-config.php', 'other'],
    ['/%E0%A4%A', 'other'],
  ] as const)('%s → %s', (path, routeClass) => {
    expect(routeClassOf(path, isArticle)).toBe(routeClass);
  });

  it('keeps the label set bounded: a thousand random addresses fall in the fixed list', () => {
    const seen = new Set(Array.from({ length: 1000 }, (_, i) => routeClassOf(`/${Math.random().toString(36).slice(2)}${i % 3 ? `/${i}` : ''}`)));
    for (const routeClass of seen) expect(ROUTE_CLASSES).toContain(routeClass);
    expect(seen.size).toBeLessThanOrEqual(2);
  });

  it('classes statuses by their hundreds', () => {
    expect([101, 200, 204, 301, 304, 404, 429, 500, 503].map(statusClassOf)).toEqual(['1xx', '2xx', '2xx', '3xx', '3xx', '4xx', '4xx', '5xx', '5xx']);
  });
});
