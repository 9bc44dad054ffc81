// Strapi 5 draft & publish as the demo CMS answers it: `status=draft` lists each entry's draft version (the
// published one where no draft differs, and entries never published), `status=published` (the default) the
// published ones. Strapi 5 draft versions carry no publishedAt. `filters[slug][$eqi]` narrows to one slug.
import { InvalidQueryError } from './strapi-responses.ts';

type Entry = { id: number; attributes: { slug: string; publishedAt?: string | null } };

export const STATUS_QUERY = 'status';
export const SLUG_FILTER_QUERY = 'filters[slug][$eqi]';

/** The entries a collection request asks for: published or draft versions, optionally only one slug's. */
export function entriesFor<T extends Entry>(published: readonly T[], drafts: readonly T[], query: (name: string) => string | undefined): readonly T[] {
  const status = query(STATUS_QUERY) ?? 'published';
  if (status !== 'published' && status !== 'draft') throw new InvalidQueryError(`status must be 'draft' or 'published', got '${status}'`);
  const entries = status === 'draft' ? draftVersions(published, drafts) : published;
  const slug = query(SLUG_FILTER_QUERY);
  if (slug === undefined) return entries;
  return entries.filter((entry) => entry.attributes.slug.toLowerCase() === slug.toLowerCase());
}

function draftVersions<T extends Entry>(published: readonly T[], drafts: readonly T[]): T[] {
  const draftBySlug = new Map(drafts.map((draft) => [draft.attributes.slug, draft]));
  const versions = published.map((entry) => draftBySlug.get(entry.attributes.slug) ?? entry);
  const draftOnly = drafts.filter((draft) => !published.some((entry) => entry.attributes.slug === draft.attributes.slug));
  return [...versions, ...draftOnly].map((entry) => ({ ...entry, attributes: { ...entry.attributes, publishedAt: null } }));
}
