import { describe, expect, it } from 'vitest';
import { appVersionCookieText } from '../../shop-rules/app-version-memory.ts';

describe('the V1.0 / V1.1 cookie as the browser writes it', () => {
  it("matches the server's: the whole site, for the visit only, Secure over https", () => {
    expect(appVersionCookieText('lt_app_version', 'old', false)).toBe('lt_app_version=old; Path=/; SameSite=Lax');
    expect(appVersionCookieText('lt_app_version', 'new', true)).toBe('lt_app_version=new; Path=/; SameSite=Lax; Secure');
  });
});
