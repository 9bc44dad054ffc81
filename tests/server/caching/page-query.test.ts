import { afterAll, describe, expect, it } from 'vitest';
import { CONTENT_PAGE_QUERY_PARAMETERS, contentPageKey, contentPageQuery } from '../../../server/caching/page-query.ts';
import { pageCacheKey } from '../../../server/caching/page-cache.ts';
import { type StubSite, stubSite } from './stub-site.ts';

describe('the query a content page is keyed by', () => {
  it('drops tracking parameters and any parameter no content page reads', () => {
    expect(contentPageKey('/?utm_source=news&utm_medium=email&utm_campaign=spring')).toBe('/');
    expect(contentPageKey('/faqs?fbclid=IwAR0abc&gclid=Cj0KCQ&msclkid=1&_ga=2.1&mc_eid=x')).toBe('/faqs');
    expect(contentPageKey('/?r=1')).toBe('/');
    expect(contentPageKey('/?')).toBe('/');
    expect(contentPageKey('/?&&')).toBe('/');
  });

  it('keeps the parameters pages read, sorted, with their raw (still encoded) values', () => {
    expect(contentPageKey('/blog?page=2&utm_source=x&category=care-guide')).toBe('/blog?category=care-guide&page=2');
    expect(contentPageKey('/blog?category=care-guide&page=2')).toBe('/blog?category=care-guide&page=2');
    expect(contentPageKey('/contact?message=Hello%20there&form=contact&result=sent')).toBe('/contact?form=contact&message=Hello%20there&result=sent');
    expect(contentPageKey('/measure-up?fit-width=153&fit-length=203&fit-depth=35&fit-unit=cm')).toBe(
      '/measure-up?fit-depth=35&fit-length=203&fit-unit=cm&fit-width=153',
    );
    expect(contentPageKey('/products?version=classic')).toBe('/products?version=classic');
  });

  it('tells a parameter by its whole name: a prefix or suffix of a kept one is dropped', () => {
    expect(contentPageQuery('?pages=2&xpage=3&page_=4&Page=5')).toBe('');
    expect(contentPageQuery('?category')).toBe('?category');
  });

  it('is the same key whatever order the parameters come in, and keying a key changes nothing', () => {
    const key = contentPageKey('/blog?page=3&category=sleep');
    expect(contentPageKey('/blog?category=sleep&page=3')).toBe(key);
    expect(contentPageKey(key)).toBe(key);
  });

  it('is what the page cache keys an absolute request URL by', () => {
    expect(pageCacheKey('https://linden.test/?r=42')).toBe('/');
    expect(pageCacheKey('https://linden.test/blog?utm_source=x&page=2&category=a')).toBe('/blog?category=a&page=2');
  });

  it('lists each parameter once, sorted', () => {
    expect([...CONTENT_PAGE_QUERY_PARAMETERS]).toEqual([...new Set(CONTENT_PAGE_QUERY_PARAMETERS)].sort());
  });
});

describe('the site with unique query strings', () => {
  let site: StubSite;
  afterAll(() => site?.cleanup());

  it('renders / once for 1,000 distinct /?r=N, and every visitor gets the same page', async () => {
    site = await stubSite();
    const before = site.renders.length;
    const bodies = new Set<string>();
    for (let n = 0; n < 1_000; n += 1) {
      const response = await site.app.request(`/?r=${n}`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.status).toBe(200);
      bodies.add(response.headers.get('ETag') ?? '');
    }
    expect(site.renders.length - before).toBe(1);
    expect(bodies.size).toBe(1);
  });

  it('renders a page once more for a parameter it reads, and renders the purchase flow for every request', async () => {
    const before = site.renderCalls.length;
    await site.app.request('/blog?category=sleep&page=2&utm_source=x');
    await site.app.request('/blog?page=2&category=sleep&fbclid=y');
    await site.app.request('/buy?r=1');
    await site.app.request('/buy?r=2');
    expect(site.renderCalls.slice(before).map((call) => call.path)).toEqual(['/blog', '/buy', '/buy']);
  });
});
