import { describe, expect, it } from 'vitest';
import { appVersionCookieText, rememberedAppVersion } from '../../shop-rules/app-version-memory.ts';

describe('the V1.0 / V1.1 cookie as the browser writes it', () => {
  it("matches the server's: the whole site, for the visit only, Secure over https", () => {
    expect(appVersionCookieText('lt_app_version', 'old', false)).toBe('lt_app_version=old; Path=/; SameSite=Lax');
    expect(appVersionCookieText('lt_app_version', 'new', true)).toBe('lt_app_version=new; Path=/; SameSite=Lax; Secure');
  });
});

describe('the V1.0 / V1.1 choice read back from the page’s cookies', () => {
  it('finds the cookie among others, and ignores a missing or unknown value', () => {
    expect(rememberedAppVersion('lt_session=abc; lt_app_version=old; theme=dark', 'lt_app_version')).toBe('old');
    expect(rememberedAppVersion('lt_app_version=new', 'lt_app_version')).toBe('new');
    expect(rememberedAppVersion('other_app_version=old', 'lt_app_version')).toBeNull();
    expect(rememberedAppVersion('lt_app_version=v9', 'lt_app_version')).toBeNull();
    expect(rememberedAppVersion('', 'lt_app_version')).toBeNull();
  });
});
