import { describe, expect, it } from 'vitest';
import type { PageContext } from 'vike/types';
import { route } from '../../pages/content/+route.ts';
import { contentSlugFromPath } from '../../content/content-slug.ts';

describe('content slugs from paths', () => {
  it('/ and /Home are the home page', () => {
    expect(contentSlugFromPath('/')).toBe('home');
    expect(contentSlugFromPath('/Home')).toBe('home');
  });
  it('a single segment is a page or article slug, with or without a trailing slash', () => {
    expect(contentSlugFromPath('/faqs')).toBe('faqs');
    expect(contentSlugFromPath('/faqs/')).toBe('faqs');
    expect(contentSlugFromPath('/clean-fold-and-store')).toBe('clean-fold-and-store');
  });
  it('deeper paths and broken escapes have no slug (they are 404s)', () => {
    expect(contentSlugFromPath('/blogs/get-out-of-bed')).toBeNull();
    expect(contentSlugFromPath('/%E0%A4%A')).toBeNull();
  });
  it('the route decodes the requested path once, like the server does', () => {
    const slugOf = (pathnameOriginal: string) => route({ urlParsed: { pathnameOriginal } } as PageContext).routeParams.slug;
    expect(slugOf('/FAQS')).toBe('faqs');
    expect(slugOf('/clean%2Dfold-and-store')).toBe('clean-fold-and-store');
    expect(slugOf('/a%252Fb')).toBe('a%2fb');
    expect(slugOf('/a/b')).toBe('');
  });
});
