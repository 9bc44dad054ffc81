import { describe, expect, it } from 'vitest';
import { formReturnPath } from '../../../server/forms/return-path.ts';

// The usual open-redirect payloads, as the `_returnTo` field arrives once the form body is decoded.
const OPEN_REDIRECT_CORPUS = [
  '//evil.example',
  '///evil.example',
  '////evil.example/',
  '/\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  'https://evil.example',
  'http:evil.example',
  'HTTPS://evil.example/contact',
  '//evil.example/%2F..',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  '@evil.example',
  'http://site.invalid@evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\nSet-Cookie: stolen=1',
  '/contact\r\nLocation: https://evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0D%0ASet-Cookie:%20stolen=1',
  '/contact%00',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  ' /contact',
  '/ /evil.example',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  '/\u0085/evil.example',
  '/\u2028/evil.example',
  '/\u00a0/evil.example',
  '/\u3000/evil.example',
  '',
  'contact',
  './contact',
  '../contact',
];

describe('where a plain form post goes back to', () => {
  it.each(OPEN_REDIRECT_CORPUS)('%j goes back to the page the form came from', (returnTo) => {
    expect(formReturnPath(returnTo, 'https://linden.test/contact')).toEqual({ path: '/contact', refused: true });
    expect(formReturnPath(returnTo, undefined)).toEqual({ path: '/', refused: true });
  });

  it('a path on this site is kept, without its query or fragment', () => {
    expect(formReturnPath('/contact', undefined)).toEqual({ path: '/contact', refused: false });
    expect(formReturnPath('/', undefined)).toEqual({ path: '/', refused: false });
    expect(formReturnPath('/blog?category=care-guide#top', undefined)).toEqual({ path: '/blog', refused: false });
    expect(formReturnPath('/products/%E2%9C%93', undefined)).toEqual({ path: '/products/%E2%9C%93', refused: false });
  });

  it('the page it came from must pass the same rule; without one the home page', () => {
    expect(formReturnPath(['/contact'], 'https://linden.test/faqs?x=1')).toEqual({ path: '/faqs', refused: true });
    expect(formReturnPath(undefined, 'https://linden.test/faqs')).toEqual({ path: '/faqs', refused: false });
    expect(formReturnPath(undefined, 'not a url')).toEqual({ path: '/', refused: false });
    expect(formReturnPath('//evil.example', 'https://linden.test//evil.example')).toEqual({ path: '/', refused: true });
  });
});
