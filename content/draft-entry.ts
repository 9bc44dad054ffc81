// A page or blog article as an editor's draft preview shows it: built from the CMS's draft version of the entry
// (Strapi 5 `status=draft`) exactly as the published snapshot builds it, with the blocks the site would skip
// kept as health notes for the editor instead of only being logged.
import type { ContentResource } from '../clients/cms/content-resources.ts';
import { type BlockHealthNote, blockHealthNote } from './block-health.ts';
import type { CmsSchemas } from './cms-types.ts';
import {
  type ArticleAttributes,
  assertValidResource,
  type Collection,
  type ContentArticle,
  type ContentPage,
  contentArticleFrom,
  contentPageFrom,
  slugKey,
} from './content-snapshot.ts';
import type { BlockSkip } from './validate-blocks.ts';

export type DraftEntry = { kind: 'page'; page: ContentPage } | { kind: 'article'; article: ContentArticle };
export type DraftContent = { entry: DraftEntry; healthNotes: BlockHealthNote[] };

/** The draft of the entry with this slug in a pages or articles body; null when the body holds none. Throws InvalidContentError on a malformed body. */
export function draftContentFrom(resource: Extract<ContentResource, 'pages' | 'blogArticles'>, body: unknown, slug: string): DraftContent | null {
  assertValidResource(resource, body);
  const skips: BlockSkip[] = [];
  const keep = (skip: BlockSkip) => skips.push(skip);
  const wanted = slugKey(slug);
  if (resource === 'pages') {
    const found = (body as Collection<CmsSchemas['Page']>).data.find(({ attributes }) => slugKey(attributes.slug) === wanted);
    if (!found) return null;
    return { entry: { kind: 'page', page: contentPageFrom(found.attributes, keep) }, healthNotes: skips.map(blockHealthNote) };
  }
  const found = (body as Collection<ArticleAttributes>).data.find(({ attributes }) => slugKey(attributes.slug) === wanted);
  if (!found) return null;
  return { entry: { kind: 'article', article: contentArticleFrom(found.attributes, keep) }, healthNotes: skips.map(blockHealthNote) };
}

/** Every block the site would skip in the drafts of a pages or articles body, entry by entry in CMS order. Throws InvalidContentError on a malformed body. */
export function draftSkipsFrom(resource: Extract<ContentResource, 'pages' | 'blogArticles'>, body: unknown): BlockSkip[] {
  assertValidResource(resource, body);
  const skips: BlockSkip[] = [];
  const keep = (skip: BlockSkip) => skips.push(skip);
  if (resource === 'pages') for (const { attributes } of (body as Collection<CmsSchemas['Page']>).data) contentPageFrom(attributes, keep);
  else for (const { attributes } of (body as Collection<ArticleAttributes>).data) contentArticleFrom(attributes, keep);
  return skips;
}

/** What the draft preview bar shows (sent to the browser with the page). */
export type DraftPreviewState = {
  /** GET /api/preview/exit for this page: leaves draft mode and comes back here. */
  exitHref: string;
  /** The CMS did not answer for the draft: the published page is shown instead, and the bar says so. */
  draftUnavailable: boolean;
};

/** What a render in draft mode is given: the draft (null when the CMS has none, or did not answer) and the bar's state. */
export type PagePreview = { draft: DraftContent | null; state: DraftPreviewState };
