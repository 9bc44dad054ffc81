// Who may show the site's responses in a frame: nobody (frame-ancestors 'none', X-Frame-Options DENY), except
// draft preview, which the CMS admin shows in its preview iframe. The one owner of that rule: preview routes
// mark their response with allowFramingByCmsAdmin, and the security headers write what it says.
import type { Context } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    framedByCmsAdmin: boolean;
  }
}

/** frame-ancestors of every response that is not a preview. */
export const FRAME_ANCESTORS_NONE = "'none'";

/** Sources of frame-ancestors on preview responses: this site and the CMS admin (none for the embedded demo CMS, which is this site). */
export function previewFrameAncestors(cmsAdminOrigin: string | null): string {
  return cmsAdminOrigin ? `'self' ${cmsAdminOrigin}` : "'self'";
}

/** Marks this response as a draft preview, which the CMS admin may frame. */
export function allowFramingByCmsAdmin(c: Context): void {
  c.set('framedByCmsAdmin', true);
}

export function framedByCmsAdmin(c: Context): boolean {
  return c.get('framedByCmsAdmin') === true;
}

/** X-Frame-Options for responses nobody may frame; preview responses carry none (it cannot name an origin). */
export const X_FRAME_OPTIONS: readonly [string, string] = ['x-frame-options', 'DENY'];
