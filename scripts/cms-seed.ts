// `npm run cms:seed`: loads the demo content into the CMS in cms/ (published, media uploaded) and, when
// SITE_URL and REVALIDATE_SECRET are set, registers the webhook that refreshes the site on every change.
// Idempotent. Run it while that Strapi is stopped (SQLite has one writer); `npm run cms` does it before start.
import { seedDemoContent } from './cms-seed/demo-content-seed.ts';
import { registerRevalidateWebhook } from './cms-seed/revalidate-webhook.ts';
import { loadStrapi } from './cms-seed/strapi-instance.ts';
import { ensureCmsCompiled, ensureCmsInstalled, ensureCmsSecrets } from './support/strapi.ts';

async function main() {
  ensureCmsInstalled();
  ensureCmsCompiled();
  ensureCmsSecrets();
  process.env.ENV_PATH ??= `${process.cwd()}/cms/.env`;
  process.env.STRAPI_TELEMETRY_DISABLED = 'true';
  const strapi = await loadStrapi();
  try {
    const report = await seedDemoContent(strapi);
    console.log(
      report.created.length + report.uploaded === 0
        ? 'CMS seed: nothing to add, the demo content is there'
        : `CMS seed: uploaded ${report.uploaded} media files, created ${report.created.length} entries`,
    );
    const { SITE_URL: siteUrl, REVALIDATE_SECRET: secret } = process.env;
    if (siteUrl && secret)
      console.log(`CMS seed: revalidation webhook to ${siteUrl}/api/revalidate ${await registerRevalidateWebhook(strapi, siteUrl, secret)}`);
    else console.log('CMS seed: SITE_URL or REVALIDATE_SECRET unset, no revalidation webhook');
  } finally {
    await strapi.destroy();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('CMS seed failed:', error);
    process.exit(1);
  },
);
