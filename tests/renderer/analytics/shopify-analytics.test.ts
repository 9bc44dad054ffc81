import { describe, expect, it } from 'vitest';
import { FakeCookieJar } from './support/cookie-jar.ts';
import { ALL_ALLOWED, ALL_DECLINED } from '../../../content/analytics/consent-rules.ts';
import { keepShopifyCookies, shopifyPageType } from '../../../renderer/analytics/shopify-analytics.ts';

describe("Shopify's cookies in the browser", () => {
  it('are written with analytics allowed, keep their tokens as each page renews them, and go when it is taken back', () => {
    const jar = new FakeCookieJar();
    let made = 0;
    const token = () => `token-${++made}`;
    expect(keepShopifyCookies(jar, ALL_ALLOWED, true, token)).toBe(true);
    expect(jar.written).toEqual([
      '_shopify_y=token-1; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
      '_shopify_s=token-2; Path=/; Max-Age=1800; SameSite=Lax; Secure',
    ]);
    keepShopifyCookies(jar, ALL_ALLOWED, true, token);
    expect(jar.cookie).toBe('_shopify_y=token-1; _shopify_s=token-2');
    expect(keepShopifyCookies(jar, { ...ALL_ALLOWED, analytics: false }, true, token)).toBe(false);
    expect(jar.cookie).toBe('');
  });

  it('are never written without analytics consent', () => {
    const jar = new FakeCookieJar();
    expect(keepShopifyCookies(jar, ALL_DECLINED, false, () => 'token')).toBe(false);
    expect(jar.written).toEqual([]);
  });
});

describe("Shopify's page types", () => {
  it('name the home page, the set (/products and the buy flow), the blog, its articles, the account and other pages', () => {
    expect(['/', '/products', '/buy', '/blog', '/blog/how-to-measure', '/account', '/faqs'].map(shopifyPageType)).toEqual([
      'index',
      'product',
      'product',
      'blog',
      'article',
      'customers/account',
      'page',
    ]);
  });
});
