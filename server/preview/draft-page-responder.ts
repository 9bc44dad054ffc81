// Page requests in draft mode (a valid draft-mode cookie): the page or article is rendered from its draft, fetched
// from the CMS for this request, with the draft preview bar and the health notes of the blocks the site skips.
// Such a response is for one editor only: never stored (private, no-store; never in the page cache), never
// indexed (X-Robots-Tag and the page's robots meta), and the CMS admin may show it in its preview iframe.
import type { Context } from 'hono';
import { contentSlugFromPath } from '../../content/content-slug.ts';
import type { DraftContent } from '../../content/draft-entry.ts';
import { PRIVATE_NO_STORE } from '../caching/cache-control.ts';
import { errorMessage, log } from '../logging/logger.ts';
import { pageRequestOf } from '../http/page-request.ts';
import type { PageRenderer } from '../rendering/render-result.ts';
import { allowFramingByCmsAdmin } from '../security/framing.ts';
import type { DraftSource } from './draft-source.ts';
import { previewExitHref } from './preview-routes.ts';

export const NOINDEX = 'noindex';

/** Headers a shared render would carry that a draft preview must not. */
const SHARED_CACHE_HEADERS = ['etag', 'last-modified'];

export function draftPageResponder({ render, loadDraft }: { render: PageRenderer; loadDraft: DraftSource }): (c: Context) => Promise<Response> {
  return async (c) => {
    allowFramingByCmsAdmin(c);
    const request = pageRequestOf(c.req.url);
    const slug = contentSlugFromPath(request.pathname);
    let draft: DraftContent | null = null;
    let draftUnavailable = false;
    if (slug !== null) {
      try {
        draft = await loadDraft(slug);
      } catch (error) {
        // The editor still sees the published page, and the bar says the draft could not be loaded.
        draftUnavailable = true;
        log.error('preview.draft_failed', { slug, reason: errorMessage(error) });
      }
    }
    const state = { exitHref: previewExitHref(`${request.pathname}${request.search}`), draftUnavailable };
    const { response } = await render(c, { shareable: false, preview: { draft, state } });
    const headers = new Headers(response.headers);
    for (const name of SHARED_CACHE_HEADERS) headers.delete(name);
    headers.set('Cache-Control', PRIVATE_NO_STORE);
    headers.set('X-Robots-Tag', NOINDEX);
    return new Response(response.body, { status: response.status, headers });
  };
}
