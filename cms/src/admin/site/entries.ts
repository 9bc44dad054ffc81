// The pages and blog articles an editor can schedule or look back on, read through the Content Manager's own
// list API on the editor's session (so a role sees exactly the entries it may read).
import { useEffect, useState } from 'react';
import { useFetchClient } from '@strapi/strapi/admin';

export const PAGE = 'api::page.page';
export const ARTICLE = 'api::blog-article.blog-article';
export type EntryRow = { contentType: string; documentId: string; title: string; slug: string; status: string };

export const KIND: Record<string, string> = { [PAGE]: 'Page', [ARTICLE]: 'Blog article' };
export const entryUrl = (contentType: string, documentId: string) => `/content-manager/collection-types/${contentType}/${documentId}`;

/** A time for people: "Thu 26 Nov 2026, 10:20" in the editor's own time zone. */
export const whenText = (time?: string | null) =>
  time ? new Date(time).toLocaleString(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }) : '—';

type Listed = { documentId: string; title?: string; heading?: string; slug: string; status?: string };

export function useEntries(): { entries: EntryRow[] | null; error: string | null } {
  const { get } = useFetchClient();
  const [entries, setEntries] = useState<EntryRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    Promise.all(
      [PAGE, ARTICLE].map(async (contentType) => {
        const { data } = await get<{ results: Listed[] }>(`/content-manager/collection-types/${contentType}?page=1&pageSize=100&sort=updatedAt:DESC`);
        return data.results.map((row) => ({ contentType, documentId: row.documentId, title: row.title ?? row.heading ?? row.slug, slug: row.slug, status: row.status ?? '' }));
      }),
    )
      .then((lists) => setEntries(lists.flat()))
      .catch(() => setError('The pages and articles could not be listed; reload to try again.'));
  }, [get]);
  return { entries, error };
}

/** The message of a failed admin API call, as the route wrote it. */
export const failureText = (failure: unknown, fallback: string) =>
  (failure as { response?: { data?: { error?: { message?: string } } } }).response?.data?.error?.message ?? fallback;
