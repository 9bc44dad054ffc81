import { describe, expect, it } from 'vitest';
import { contentSlugFromPath } from '../../pages/content/content-slug.ts';

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
});
