// Draft preview's settings (read by server/config/config.ts): PREVIEW_SECRET, which the CMS's preview handler puts in
// the preview link, and the CMS admin's origin, the one page allowed to show preview responses in a frame.
import * as v from 'valibot';
import { httpUrl, parseVariable } from '../config/variables.ts';
import { sharedSecretFrom } from '../security/shared-secret.ts';

export type PreviewConfig = {
  secret: string;
  /** Origin of CMS_ADMIN_URL, else of CMS_URL; null for the embedded demo CMS, which is this site's own origin. */
  adminOrigin: string | null;
};

const origin = v.pipe(
  httpUrl,
  v.transform((url) => new URL(url).origin),
);
const originOf = (variable: string, url: string) => parseVariable(variable, url, origin);

/** Null when PREVIEW_SECRET is unset: the preview routes and /api/content-health then do not exist. */
export function previewConfigFrom({
  secret,
  cmsUrl,
  cmsAdminUrl,
}: {
  secret: string | null;
  cmsUrl: string | null;
  cmsAdminUrl: string | null;
}): PreviewConfig | null {
  const adminOrigin = cmsAdminUrl !== null ? originOf('CMS_ADMIN_URL', cmsAdminUrl) : cmsUrl !== null ? originOf('CMS_URL', cmsUrl) : null;
  const checked = sharedSecretFrom('PREVIEW_SECRET', secret);
  return checked === null ? null : { secret: checked, adminOrigin };
}
