// Draft preview's entry and exit. GET /api/preview?secret=S&path=/p (the link the CMS admin's preview handler
// builds) checks the secret, sets the signed draft-mode cookie and redirects to the page; GET /api/preview/exit
// ?path=/p clears it. Both may be shown in the CMS admin's preview iframe. Without PREVIEW_SECRET they do not exist.
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { log } from '../logging/logger.ts';
import { sameSitePath } from '../redirects/same-site-path.ts';
import { allowFramingByCmsAdmin } from '../security/framing.ts';
import { requestOrigin } from '../security/request-origin.ts';
import { secretMatches } from '../security/shared-secret.ts';
import type { DraftCookie } from './draft-cookie.ts';

export const PREVIEW_PATH = '/api/preview';
export const PREVIEW_EXIT_PATH = '/api/preview/exit';

/** The exit link of a page in draft mode ('/faqs?x=1' → '/api/preview/exit?path=%2Ffaqs%3Fx%3D1'). */
export const previewExitHref = (pathAndSearch: string) => `${PREVIEW_EXIT_PATH}?path=${encodeURIComponent(pathAndSearch)}`;

export type PreviewRoutesOptions = { secret: string; cookie: DraftCookie; trustedProxyHops: number };

/** The query of both links: the secret (entry only) and the page to open, made a same-site path before it is used. */
const previewQuery = v.object({ secret: v.optional(v.string()), path: v.optional(v.string(), '/') });
const readQuery = (c: Context) => v.parse(previewQuery, c.req.query());

/** 307 says "this time only": the preview link itself must never be remembered as a redirect. */
const redirectWithCookie = (c: Context, setCookie: string) =>
  new Response(null, { status: 307, headers: { Location: sameSitePath(readQuery(c).path), 'Set-Cookie': setCookie } });

export function mountPreviewRoutes(app: Hono, { secret, cookie, trustedProxyHops }: PreviewRoutesOptions): void {
  const isHttps = (c: Context) => requestOrigin(c, trustedProxyHops)?.startsWith('https:') ?? false;

  app.get(PREVIEW_PATH, (c) => {
    allowFramingByCmsAdmin(c);
    if (!secretMatches(readQuery(c).secret, secret)) {
      log.warn('preview.refused', { reason: 'missing or wrong secret' });
      const message = 'Missing or wrong preview secret: open the preview from the CMS, whose preview link must carry the PREVIEW_SECRET this site is configured with.';
      return c.json({ error: { message, code: 'UNAUTHORIZED' } }, 401);
    }
    return redirectWithCookie(c, cookie.setHeader(isHttps(c)));
  });

  app.get(PREVIEW_EXIT_PATH, (c) => {
    allowFramingByCmsAdmin(c);
    return redirectWithCookie(c, cookie.clearHeader(isHttps(c)));
  });
}
