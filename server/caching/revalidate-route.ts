// POST /api/revalidate: the CMS webhook (entry publish, unpublish, update…) that refreshes the content
// snapshot within seconds; the periodic refresh stays as the fallback. Authenticated by a shared secret in
// the X-Revalidate-Secret header; without REVALIDATE_SECRET the endpoint does not exist (404).
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { log } from '../logging/logger.ts';
import { secretMatches, sharedSecretFrom } from '../security/shared-secret.ts';
import type { RefreshScheduler } from './refresh-scheduler.ts';

export const REVALIDATE_PATH = '/api/revalidate';
export const REVALIDATE_SECRET_HEADER = 'X-Revalidate-Secret';
/** Strapi webhook payloads carry the whole entry; a megabyte is plenty. */
const MAX_BODY_BYTES = 1024 * 1024;
/** Strapi events that can change what the site shows. Others (e.g. media.create) are acknowledged and ignored. */
export const CONTENT_EVENTS = new Set(['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish', 'media.update', 'media.delete']);

/** REVALIDATE_SECRET's value (read by server/config/config.ts); null when unset, which leaves the endpoint out. */
export function revalidateSecretFrom(secret: string | null): string | null {
  return sharedSecretFrom('REVALIDATE_SECRET', secret);
}

/** What the site reads of a Strapi webhook: its event name. Anything else in the body is the entry, left alone. */
const webhookBody = v.object({ event: v.string() });

/** The webhook's event name; null when the body has none or is no JSON (a manual trigger refreshes all the same). */
async function webhookEvent(request: Request): Promise<string | null> {
  const text = await request.text();
  if (!text.trim()) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  const read = v.safeParse(webhookBody, body);
  return read.success ? read.output.event : null;
}

/** `scheduler` takes the refresh request (server/app.ts also passes it on to the other instances). */
export function mountRevalidateRoute(app: Hono, { secret, scheduler }: { secret: string | null; scheduler: Pick<RefreshScheduler, 'request'> }): void {
  if (!secret) return;
  app.post(
    REVALIDATE_PATH,
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ error: { message: 'Request too large.', code: 'TOO_LARGE' } }, 413) }),
    async (c) => {
      if (!secretMatches(c.req.header(REVALIDATE_SECRET_HEADER), secret)) {
        log.warn('content.revalidate_refused', { reason: 'missing or wrong secret' });
        return c.json({ error: { message: 'Missing or wrong revalidation secret.', code: 'UNAUTHORIZED' } }, 401);
      }
      const event = await webhookEvent(c.req.raw);
      if (event !== null && !CONTENT_EVENTS.has(event)) return c.json({ refreshing: false, event }, 202);
      scheduler.request();
      log.info('content.revalidate_requested', { event });
      return c.json({ refreshing: true, event }, 202);
    },
  );
}
