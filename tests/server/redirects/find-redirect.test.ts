import { describe, expect, it } from 'vitest';
import { findRedirect } from '../../../server/redirects/find-redirect.ts';
import { REDIRECT_RULES } from '../../../server/redirects/redirect-rules.ts';
import { sameSitePath } from '../../../server/redirects/same-site-path.ts';

const target = (url: string) => {
  const { pathname, search } = new URL(url, 'https://linden.test');
  return findRedirect(pathname, search)?.location ?? null;
};

// One or more cases per row of the table (spec §2 "Redirects"); the last test checks every row is covered.
const ROW_CASES: [from: string, to: string][] = [
  ['/blogs/get-out-of-bed/welcome-to-linden-and-tuck', '/'],
  ['/blogs', '/blog'],
  ['/blogs/get-out-of-bed', '/blog'],
  ['/blogs/get-out-of-bed/tagged/care', '/blog'],
  ['/blogs/get-out-of-bed/the-hotel-corner', '/the-hotel-corner'],
  ['/blogs/get-out-of-bed/how-to-clean-fold-and-store-your-sheets', '/clean-fold-and-store'],
  ['/get-out-of-bed', '/blog'],
  ['/get-out-of-bed/sateen-or-percale', '/sateen-or-percale'],
  ['/get-out-of-bed/sateen-vs-percale-which-is-right-for-you', '/sateen-or-percale'],
  ['/care', '/clean-fold-and-store'],
  ['/buy?step=1', '/buy'],
  ['/buy?step=4', '/buy'],
  ['/buy?step=checkout', '/buy'],
  ['/cart', '/buy'],
  ['/cart/41234567:1', '/buy'],
  ['/collections/all', '/products'],
  ['/collections/all/products/queen-set', '/products'],
  ['/collections/tailored-sheet-collection', '/products'],
  ['/collections/gift-cards', '/products'],
  ['/collections/gift-cards/products/gift-card', '/'],
  ['/products/tailored-sheet-set', '/products'],
  ['/products/gift-card', '/products'],
  ['/gift-cards', '/products'],
  ['/gift_cards/5e3f7a', '/products'],
  ['/pages/how-it-works', '/how-it-works'],
  ['/pages/measure-up', '/measure-up'],
  ['/pages/faqs', '/faqs'],
  ['/pages/contact', '/contact'],
  ['/pages/shipping-and-returns', '/faqs'],
  ['/pages/care-instructions', '/faqs'],
  ['/pages/our-story', '/experts'],
  ['/pages/new-mattress', '/products'],
  ['/comments', '/'],
  ['/sandbox', '/'],
  ['/sandbox/modern/index.html', '/'],
  ['/wpm@a1b2c3/custom/web-pixel-1@1/sandbox/modern/', '/'],
  ['/web-pixels-manager@0.0.219/sandbox/', '/'],
  ['/cdn/wpm/s0.js', '/'],
  ['/.well-known/shopify/monorail/unstable/produce_batch', '/'],
];

describe('redirect table', () => {
  it.each(ROW_CASES)('%s → %s', (from, to) => {
    expect(target(from)).toBe(to);
  });

  it('has a test case for every row', () => {
    const hit = new Set(
      ROW_CASES.map(([from]) => {
        const { pathname, search } = new URL(from, 'https://linden.test');
        return findRedirect(pathname, search)?.rule;
      }),
    );
    const untested = REDIRECT_RULES.filter((rule) => !hit.has(rule)).map((rule) => rule.from);
    expect(untested).toEqual([]);
  });

  it('keeps the buy flow’s own steps (step=2, step=3) and plain /buy', () => {
    expect(target('/buy?step=2')).toBeNull();
    expect(target('/buy?step=3')).toBeNull();
    expect(target('/buy')).toBeNull();
  });

  it('matches old shop paths in any letter case and with a trailing slash', () => {
    expect(target('/Pages/FAQs/')).toBe('/faqs');
    expect(target('/BLOGS/Get-Out-Of-Bed/The-Hotel-Corner')).toBe('/the-hotel-corner');
    expect(target('/Collections/All')).toBe('/products');
  });

  it('matches the technical pixel and sandbox paths exactly', () => {
    expect(target('/SANDBOX/x')).toBeNull();
    expect(target('/WPM@abc/x')).toBeNull();
  });

  it('the retired article goes home only from its long form', () => {
    expect(target('/blogs/get-out-of-bed/welcome-to-linden-and-tuck')).toBe('/');
    expect(target('/get-out-of-bed/welcome-to-linden-and-tuck')).toBe('/welcome-to-linden-and-tuck');
  });

  it('keeps campaign parameters and drops the rest of the old query', () => {
    expect(target('/pages/faqs?utm_source=newsletter&utm_campaign=winter&variant=123')).toBe('/faqs?utm_source=newsletter&utm_campaign=winter');
    expect(target('/buy?step=7&gclid=abc')).toBe('/buy?gclid=abc');
  });

  it('leaves new-site paths alone', () => {
    for (const path of ['/', '/faqs', '/products', '/products/', '/blog', '/clean-fold-and-store', '/pages', '/collections']) {
      expect(target(path), path).toBeNull();
    }
  });
});

describe('no open redirect', () => {
  const ATTEMPTS = [
    '/blogs/get-out-of-bed/%2F%2Fevil.com',
    '/blogs/get-out-of-bed/%5Cevil.com',
    '/get-out-of-bed/%2Fevil.com',
    '/get-out-of-bed/..%2F..%2Fevil.com',
    '/get-out-of-bed/evil.com%2F',
    '/get-out-of-bed/https:%2F%2Fevil.com',
    '/get-out-of-bed/%09%2Fevil.com',
    '/get-out-of-bed/%E0%A4%A',
  ];
  it.each(ATTEMPTS)('%s never redirects off-site', (path) => {
    const location = target(path);
    if (location !== null) expect(new URL(location, 'https://linden.test').origin).toBe('https://linden.test');
    expect(location).toBeNull(); // none of these is a slug
  });

  it('sameSitePath turns anything that could leave the site into /', () => {
    for (const unsafe of [
      '//evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      'https://evil.com',
      'evil.com',
      '/\t/evil.com',
      '/\n/evil.com',
      ' /x',
      '',
      '/%2F%2Fevil.com',
      '/%5Cevil.com',
      '/%09/evil.com',
    ]) {
      expect(sameSitePath(unsafe), JSON.stringify(unsafe)).toBe('/');
    }
    for (const safe of ['/', '/faqs', '/buy?step=2', '/faqs/%2F%2Fevil.com', '/faqs?q=a\\b']) expect(sameSitePath(safe)).toBe(safe);
  });
});
