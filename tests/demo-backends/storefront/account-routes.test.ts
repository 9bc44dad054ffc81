// The demo shop's hosted sign-in page: a real destination for the header's account item that says plainly that the
// demo shop has no customer accounts.
import { describe, expect, it } from 'vitest';
import { createTestShop } from './support/demo-shop.ts';

const { app } = createTestShop();
const signIn = (email: string, password: string) =>
  app.request('/account/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });

describe('demo shop sign-in', () => {
  it('serves a branded sign-in page with e-mail and password fields that explains there are no accounts', async () => {
    const response = await app.request('/account/login');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("form-action 'self'");
    const page = await response.text();
    expect(page).toContain('<p class="brand">Linden &amp; Tuck · Account</p>');
    expect(page).toContain('<h1>Sign in</h1>');
    expect(page).toMatch(/<label for="email">Email<\/label>\s*<input id="email" name="email" type="email" autocomplete="email"/);
    expect(page).toMatch(/<label for="password">Password<\/label>\s*<input id="password" name="password" type="password" autocomplete="current-password"/);
    expect(page).toContain(
      'This is the sign-in page of the demo shop. The demo shop has no customer accounts, so no one can sign in and no account can be created.',
    );
    expect(page).toContain('<a class="button" href="http://localhost:3000/">Back to the shop</a>');
  });

  it('answers a sign-in attempt by explaining it, keeping the e-mail and never echoing the password', async () => {
    const response = await signIn('shopper@example.com', 'secret-password-123');
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).toMatch(/role="alert">You were not signed in. The demo shop has no customer accounts/);
    expect(page).toContain('value="shopper@example.com"');
    expect(page).not.toContain('secret-password-123');
  });

  it('escapes what was typed', async () => {
    const page = await (await signIn('"><script>alert(1)</script>', 'x')).text();
    expect(page).not.toContain('<script>alert(1)</script>');
  });
});
