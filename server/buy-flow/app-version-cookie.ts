// The V1.0 / V1.1 choice lasts for the visit (spec §1): a session cookie "{app key}_app_version" holding 'old' or
// 'new'. A /buy request with `app=` writes it (the toggle is a plain link, so this works without JavaScript); a
// /buy request without one (the header's 'Buy now', the cart's 'Start now' and 'Edit cart') opens the version it
// holds. Not HttpOnly: the flow's own code writes it when the toggle runs in the browser.
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppVersionMemory } from '../../shop-rules/app-version-memory.ts';
import { isBuyFlowPath, parseBuyUrl } from '../../shop-rules/buy-url.ts';
import { APP_VERSIONS, type AppVersion } from '../../shop-rules/constants.ts';
import { pageRequestOf } from '../http/page-request.ts';
import { appendResponseCookie } from '../http/response-headers.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set on /buy requests only; the render hands it to the flow (server/rendering/render-page.ts). */
    appVersionMemory: AppVersionMemory;
  }
}

/** Named from the app key like the session and token cookies (server/session/session-config.ts). */
export const appVersionCookieName = (appKey: string) => `${appKey}_app_version`;

const asAppVersion = (value: string | undefined): AppVersion | null =>
  value !== undefined && (APP_VERSIONS as readonly string[]).includes(value) ? (value as AppVersion) : null;

export function appVersionCookie({ cookieName, secure }: { cookieName: string; secure: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const request = pageRequestOf(c.req.url);
    if (!isBuyFlowPath(request.pathname)) return next();
    const asked = parseBuyUrl(request.search).app;
    const stored = asAppVersion(getCookie(c, cookieName));
    c.set('appVersionMemory', { cookieName, remembered: asked ?? stored });
    await next();
    // After next(), like the session cookie: a handler returning its own Response would drop earlier headers.
    if (asked && asked !== stored) appendResponseCookie(c, cookieName, asked, { path: '/', sameSite: 'Lax', secure });
  };
}
