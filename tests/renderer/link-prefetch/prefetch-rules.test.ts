import { describe, expect, it } from 'vitest';
import { prefetchablePath, prefetchAllowed } from '../../../renderer/link-prefetch/prefetch-rules.ts';

const link = (attributes: Record<string, string>) => ({
  getAttribute: (name: string) => attributes[name] ?? null,
  hasAttribute: (name: string) => name in attributes,
});

const HERE = 'https://shop.test/faqs';

describe('link prefetching (spec §9)', () => {
  it('is skipped on data-saver and 2G connections', () => {
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });

  it('goes ahead on faster connections, and where the browser does not say', () => {
    expect(prefetchAllowed({ saveData: false, effectiveType: '3g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });

  it('takes links the client router opens in this tab, as a same-site path', () => {
    expect(prefetchablePath(link({ href: '/buy?stage=size' }), HERE)).toBe('/buy?stage=size');
    expect(prefetchablePath(link({ href: 'https://shop.test/blog', target: '_self' }), HERE)).toBe('/blog');
  });

  it('leaves other sites, new tabs, downloads, opted-out links, hash links and the current page alone', () => {
    expect(prefetchablePath(link({ href: 'https://elsewhere.test/blog' }), HERE)).toBeNull();
    expect(prefetchablePath(link({ href: '/blog', target: '_blank' }), HERE)).toBeNull();
    expect(prefetchablePath(link({ href: '/guide.pdf', download: '' }), HERE)).toBeNull();
    expect(prefetchablePath(link({ href: '/checkout', 'data-vike': 'false' }), HERE)).toBeNull();
    expect(prefetchablePath(link({ href: '#answers' }), HERE)).toBeNull();
    expect(prefetchablePath(link({ href: '/faqs' }), HERE)).toBeNull();
    expect(prefetchablePath(link({ href: 'http://[broken' }), HERE)).toBeNull();
  });
});
