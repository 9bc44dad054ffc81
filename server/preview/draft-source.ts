// Loads one entry's draft from the CMS for a preview request: the page with that slug, else the blog article.
import type { CmsClient } from '../../clients/cms/cms-client.ts';
import { type DraftOfEntry, fetchContentResource } from '../../clients/cms/content-resources.ts';
import { type DraftContent, draftContentFrom, draftSkipsFrom } from '../../content/draft-entry.ts';
import type { BlockSkip } from '../../content/validate-blocks.ts';

/** The draft of the page or article with this slug; null when the CMS has neither. Throws when the CMS fails or answers malformed content. */
export type DraftSource = (slug: string) => Promise<DraftContent | null>;

export function draftSource(cms: CmsClient): DraftSource {
  return async (slug) => {
    const draftOf: DraftOfEntry = { status: 'draft', 'filters[slug][$eqi]': slug };
    const page = draftContentFrom('pages', await fetchContentResource(cms, 'pages', draftOf), slug);
    if (page) return page;
    return draftContentFrom('blogArticles', await fetchContentResource(cms, 'blogArticles', draftOf), slug);
  };
}

/** The blocks the site would skip in every page's and article's draft, as the CMS holds them now. Throws when the CMS fails. */
export type DraftSkips = () => Promise<{ pages: BlockSkip[]; articles: BlockSkip[] }>;

export function draftSkips(cms: CmsClient): DraftSkips {
  return async () => {
    const drafts: DraftOfEntry = { status: 'draft' };
    const [pages, articles] = await Promise.all([fetchContentResource(cms, 'pages', drafts), fetchContentResource(cms, 'blogArticles', drafts)]);
    return { pages: draftSkipsFrom('pages', pages), articles: draftSkipsFrom('blogArticles', articles) };
  };
}
