// Draft preview's entry and exit. GET /api/preview?path=/p&expires=T&signature=S (the short-lived link the CMS
// admin's preview handler signs, preview-link.ts) or ?secret=S&path=/p (for the secret's holder: the operator's
// own tools) sets the signed draft-mode cookie and redirects to the page; GET /api/preview/exit?path=/p clears it.
// Both may be shown in the CMS admin's preview iframe. Without PREVIEW_SECRET they do not exist.
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { log } from '../logging/logger.ts';
import { sameSitePath } from '../redirects/same-site-path.ts';
import { allowFramingByCmsAdmin } from '../security/framing.ts';
import { requestOrigin } from '../security/request-origin.ts';
import { secretMatches } from '../security/shared-secret.ts';
import type { DraftCookie } from './draft-cookie.ts';
import { isValidPreviewLink } from './preview-link.ts';

export const PREVIEW_PATH = '/api/preview';
export const PREVIEW_EXIT_PATH = '/api/preview/exit';

/** The exit link of a page in draft mode ('/faqs?x=1' → '/api/preview/exit?path=%2Ffaqs%3Fx%3D1'). */
export const previewExitHref = (pathAndSearch: string) => `${PREVIEW_EXIT_PATH}?path=${encodeURIComponent(pathAndSearch)}`;

export type PreviewRoutesOptions = { secret: string; cookie: DraftCookie; trustedProxyHops: number };

/** The query of both links: the secret or the signed expiry (entry only) and the page to open, made a same-site path before it is used. */
const previewQuery = v.object({
  secret: v.optional(v.string()),
  expires: v.optional(v.string()),
  signature: v.optional(v.string()),
  path: v.optional(v.string(), '/'),
});
const readQuery = (c: Context) => v.parse(previewQuery, c.req.query());

/** 307 says "this time only": the preview link itself must never be remembered as a redirect. */
const redirectWithCookie = (c: Context, setCookie: string) =>
  new Response(null, { status: 307, headers: { Location: sameSitePath(readQuery(c).path), 'Set-Cookie': setCookie } });

export function mountPreviewRoutes(app: Hono, { secret, cookie, trustedProxyHops }: PreviewRoutesOptions): void {
  const isHttps = (c: Context) => requestOrigin(c, trustedProxyHops)?.startsWith('https:') ?? false;

  app.get(PREVIEW_PATH, (c) => {
    allowFramingByCmsAdmin(c);
    const query = readQuery(c);
    if (!secretMatches(query.secret, secret) && !isValidPreviewLink(secret, query)) {
      log.warn('preview.refused', { reason: query.signature ? 'expired or wrongly signed link' : 'missing or wrong secret' });
      const message =
        'Missing or wrong preview secret, or an expired or wrongly signed preview link: open the preview from the CMS again; its link must be signed with the PREVIEW_SECRET this site is configured with.';
      return c.json({ error: { message, code: 'UNAUTHORIZED' } }, 401);
    }
    return redirectWithCookie(c, cookie.setHeader(isHttps(c)));
  });

  app.get(PREVIEW_EXIT_PATH, (c) => {
    allowFramingByCmsAdmin(c);
    return redirectWithCookie(c, cookie.clearHeader(isHttps(c)));
  });
}
