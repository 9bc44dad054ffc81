// Admin panel settings. Draft preview (Strapi's Preview, free plan) is on when SITE_URL and PREVIEW_SECRET are
// set: the Preview button of a page or blog article opens the site's /api/preview with the entry's path, in a
// link signed with PREVIEW_SECRET that expires in minutes (site-path.ts): the secret never reaches the browser.
import { ROUTED_CONTENT_TYPES, previewUrl, sitePathOf } from '../src/site-path';

export default ({ env }) => {
  const siteUrl: string | undefined = env('SITE_URL');
  const previewSecret: string | undefined = env('PREVIEW_SECRET');
  return {
    auth: { secret: env('ADMIN_JWT_SECRET') },
    apiToken: { salt: env('API_TOKEN_SALT') },
    transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
    secrets: { encryptionKey: env('ENCRYPTION_KEY') },
    flags: { nps: env.bool('FLAG_NPS', false), promoteEE: env.bool('FLAG_PROMOTE_EE', false) },
    // Tests and headless instances run without the admin build.
    serveAdminPanel: env.bool('CMS_SERVE_ADMIN', true),
    preview: {
      enabled: Boolean(siteUrl && previewSecret),
      config: {
        allowedOrigins: siteUrl ? [new URL(siteUrl).origin] : [],
        async handler(uid: string, { documentId, locale, status }: { documentId: string; locale?: string; status?: 'draft' | 'published' }) {
          if (!siteUrl || !previewSecret || !ROUTED_CONTENT_TYPES.includes(uid)) return null;
          const entry = await strapi.documents(uid as 'api::page.page').findOne({ documentId, locale, status, fields: ['slug'] });
          if (!entry?.slug) return null;
          return previewUrl(siteUrl, previewSecret, sitePathOf(entry.slug));
        },
      },
    },
  };
};
