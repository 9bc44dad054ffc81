import { describe, expect, it } from 'vitest';
import { DRAFT_COOKIE_MAX_AGE_S, draftCookie, draftCookieValue, isValidDraftCookie } from '../../../server/preview/draft-cookie.ts';

const SECRET = 'a-preview-secret-of-some-length';
const NOW = Date.parse('2026-11-02T09:30:00Z');

describe('the draft-mode cookie', () => {
  it('is accepted as signed, until it expires', () => {
    const value = draftCookieValue(SECRET, NOW);
    expect(isValidDraftCookie(value, SECRET, NOW)).toBe(true);
    expect(isValidDraftCookie(value, SECRET, NOW + (DRAFT_COOKIE_MAX_AGE_S - 1) * 1000)).toBe(true);
    expect(isValidDraftCookie(value, SECRET, NOW + DRAFT_COOKIE_MAX_AGE_S * 1000)).toBe(false);
  });

  it('cannot be forged: a bare flag, another secret’s signature or a longer expiry are refused', () => {
    const value = draftCookieValue(SECRET, NOW);
    const [expiresAt, signature] = value.split('.') as [string, string];
    expect(isValidDraftCookie('1', SECRET, NOW)).toBe(false);
    expect(isValidDraftCookie('true', SECRET, NOW)).toBe(false);
    expect(isValidDraftCookie(undefined, SECRET, NOW)).toBe(false);
    expect(isValidDraftCookie(draftCookieValue('another-secret-of-length', NOW), SECRET, NOW)).toBe(false);
    expect(isValidDraftCookie(`${Number(expiresAt) + 86_400}.${signature}`, SECRET, NOW)).toBe(false);
  });

  it('is HttpOnly; over https SameSite=None, Secure and Partitioned (for the CMS admin iframe), on http Lax', () => {
    const cookie = draftCookie({ appKey: 'lt', secret: SECRET });
    expect(cookie.name).toBe('lt_draft_preview');
    const https = cookie.setHeader(true);
    expect(https).toMatch(/^lt_draft_preview=\d+\.[\w-]{43}; Max-Age=7200; Path=\/; HttpOnly; Secure; SameSite=None; Partitioned$/);
    expect(cookie.setHeader(false)).toMatch(/^lt_draft_preview=\d+\.[\w-]{43}; Max-Age=7200; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(cookie.clearHeader(true)).toBe('lt_draft_preview=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=None; Partitioned');
  });
});
