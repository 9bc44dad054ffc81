// GET /api/content-health: every block the site skipped in the current published snapshot, for editors and
// their tools, with what to fix. Same secret as draft preview (X-Preview-Secret header or ?secret=); without
// PREVIEW_SECRET the endpoint does not exist.
import type { Hono } from 'hono';
import { blockHealthNote } from '../../content/block-health.ts';
import type { ContentSnapshot } from '../../content/content-snapshot.ts';
import { slugKey } from '../../content/content-snapshot.ts';
import { pagePath } from '../../content/page-path.ts';
import { log } from '../logger.ts';
import { secretMatches } from '../security/shared-secret.ts';

export const CONTENT_HEALTH_PATH = '/api/content-health';
export const PREVIEW_SECRET_HEADER = 'X-Preview-Secret';

/** The JSON body: when the snapshot was built and each skipped block (pages first, then articles, in CMS order). */
export function contentHealthReport(snapshot: ContentSnapshot) {
  const skippedBlocks = snapshot.skippedBlocks.map((skip) => {
    const { page, position, blockKind, componentName, field, reason, message } = blockHealthNote(skip);
    const kind = snapshot.pages.has(slugKey(page)) ? 'page' : 'article';
    return { page, kind, path: pagePath(page), position, blockKind, componentName, field, reason, message };
  });
  return { fetchedAt: snapshot.fetchedAt, healthy: skippedBlocks.length === 0, skippedBlocks };
}

export function mountContentHealthRoute(app: Hono, { secret, content }: { secret: string; content: () => ContentSnapshot }): void {
  app.get(CONTENT_HEALTH_PATH, (c) => {
    if (!secretMatches(c.req.header(PREVIEW_SECRET_HEADER) ?? c.req.query('secret'), secret)) {
      log.warn('content_health.refused', { reason: 'missing or wrong secret' });
      return c.json({ error: { message: `Missing or wrong preview secret: send PREVIEW_SECRET in the ${PREVIEW_SECRET_HEADER} header.`, code: 'UNAUTHORIZED' } }, 401);
    }
    return c.json(contentHealthReport(content()));
  });
}
