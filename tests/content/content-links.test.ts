import { describe, expect, it } from 'vitest';
import { pageHref, safeExternalHref } from '../../content/content-links.ts';

describe('content links (spec §2)', () => {
  it("link to '/' plus the slug, home to '/'", () => {
    expect(pageHref('how-it-works')).toBe('/how-it-works');
    expect(pageHref('home')).toBe('/');
  });
  it("link to '/404' when the link is missing", () => {
    expect(pageHref(null)).toBe('/404');
    expect(pageHref('')).toBe('/404');
  });
  it('external links only follow web, mail and phone addresses', () => {
    expect(safeExternalHref('https://instagram.com/lindenandtuck')).toBe('https://instagram.com/lindenandtuck');
    expect(safeExternalHref('javascript:alert(1)')).toBeNull();
    expect(safeExternalHref('not a url')).toBeNull();
  });
});
