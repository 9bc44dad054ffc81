// The demo shop's hosted customer sign-in (the demo CMS header's account item links here): the form, and its
// answer to a sign-in attempt. Nothing is stored; the password is never echoed back.
import { Hono } from 'hono';
import { signInPage } from './account-pages.ts';
import { PAGE_HEADERS } from './html.ts';

/** Under the shop's mount, e.g. /demo/shop/account/login. */
export const SIGN_IN_PATH = '/account/login';

export function accountRoutes({ publicBaseUrl }: { publicBaseUrl: string }): Hono {
  const app = new Hono({ strict: false });
  const siteHomeUrl = new URL('/', publicBaseUrl).href;

  app.get(SIGN_IN_PATH, (c) => c.html(signInPage({ email: '', attempted: false }, siteHomeUrl), 200, PAGE_HEADERS));

  app.post(SIGN_IN_PATH, async (c) => {
    const form = await c.req.parseBody();
    const email = typeof form.email === 'string' ? form.email.trim().slice(0, 254) : '';
    return c.html(signInPage({ email, attempted: true }, siteHomeUrl), 422, PAGE_HEADERS);
  });

  return app;
}
