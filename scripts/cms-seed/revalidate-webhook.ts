// The Strapi webhook that tells the site to refresh its content (POST {SITE_URL}/api/revalidate with the shared
// secret in X-Revalidate-Secret; Strapi webhooks carry no signature). Created or brought up to date by name.
import type { SeedStrapi, Webhook } from './strapi-instance.ts';

export const WEBHOOK_NAME = 'Site content refresh';
export const WEBHOOK_EVENTS = ['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish', 'media.update', 'media.delete'];

/** 'created', 'updated' or 'unchanged'. */
export async function registerRevalidateWebhook(strapi: SeedStrapi, siteUrl: string, secret: string): Promise<'created' | 'updated' | 'unchanged'> {
  const store = strapi.get('webhookStore');
  const wanted: Omit<Webhook, 'id'> = {
    name: WEBHOOK_NAME,
    url: `${siteUrl.replace(/\/+$/, '')}/api/revalidate`,
    headers: { 'X-Revalidate-Secret': secret },
    events: WEBHOOK_EVENTS,
    isEnabled: true,
  };
  const existing = (await store.findWebhooks()).find((webhook) => webhook.name === WEBHOOK_NAME);
  if (!existing) {
    await store.createWebhook(wanted);
    return 'created';
  }
  const same =
    existing.url === wanted.url &&
    JSON.stringify(existing.headers) === JSON.stringify(wanted.headers) &&
    existing.isEnabled &&
    JSON.stringify([...existing.events].sort()) === JSON.stringify([...WEBHOOK_EVENTS].sort());
  if (same) return 'unchanged';
  await store.updateWebhook(existing.id, wanted);
  return 'updated';
}
