// GET /api/content-health: every block the site skipped in the current published snapshot, for editors and
// their tools, with what to fix; and every block it would skip in the drafts the CMS holds now (Strapi saves a
// draft without checking required fields, so that is where an editor's unfinished block shows first). Same
// secret as draft preview (X-Preview-Secret header or ?secret=); without PREVIEW_SECRET the endpoint does not exist.
import type { Hono } from 'hono';
import { blockHealthNote } from '../../content/block-health.ts';
import type { ContentSnapshot } from '../../content/content-snapshot.ts';
import { slugKey } from '../../content/content-snapshot.ts';
import { pagePath } from '../../content/page-path.ts';
import { errorMessage, log } from '../logging/logger.ts';
import { secretMatches } from '../security/shared-secret.ts';
import type { DraftSkips } from './draft-source.ts';
import type { BlockSkip } from '../../content/validate-blocks.ts';

export const CONTENT_HEALTH_PATH = '/api/content-health';
export const PREVIEW_SECRET_HEADER = 'X-Preview-Secret';

function reported(skip: BlockSkip, kind: 'page' | 'article') {
  const { page, position, blockKind, componentName, field, reason, message } = blockHealthNote(skip);
  return { page, kind, path: pagePath(page), position, blockKind, componentName, field, reason, message };
}

/** The published part: when the snapshot was built and each skipped block (pages first, then articles, in CMS order). */
export function contentHealthReport(snapshot: ContentSnapshot) {
  const skippedBlocks = snapshot.skippedBlocks.map((skip) => reported(skip, snapshot.pages.has(slugKey(skip.page)) ? 'page' : 'article'));
  return { fetchedAt: snapshot.fetchedAt, healthy: skippedBlocks.length === 0, skippedBlocks };
}

/** The drafts part; when the CMS cannot be asked, says so instead of failing the published part. */
async function draftsReport(drafts: DraftSkips) {
  try {
    const { pages, articles } = await drafts();
    const skippedBlocks = [...pages.map((skip) => reported(skip, 'page')), ...articles.map((skip) => reported(skip, 'article'))];
    return { healthy: skippedBlocks.length === 0, skippedBlocks };
  } catch (error) {
    log.warn('content_health.drafts_failed', { reason: errorMessage(error) });
    return { healthy: null, error: `The CMS did not answer for the drafts: ${errorMessage(error)}`, skippedBlocks: [] };
  }
}

export function mountContentHealthRoute(app: Hono, { secret, content, drafts }: { secret: string; content: () => ContentSnapshot; drafts: DraftSkips }): void {
  app.get(CONTENT_HEALTH_PATH, async (c) => {
    if (!secretMatches(c.req.header(PREVIEW_SECRET_HEADER) ?? c.req.query('secret'), secret)) {
      log.warn('content_health.refused', { reason: 'missing or wrong secret' });
      return c.json(
        { error: { message: `Missing or wrong preview secret: send PREVIEW_SECRET in the ${PREVIEW_SECRET_HEADER} header.`, code: 'UNAUTHORIZED' } },
        401,
      );
    }
    return c.json({ ...contentHealthReport(content()), drafts: await draftsReport(drafts) });
  });
}
