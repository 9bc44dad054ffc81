// Edits to the demo content, so the demo CMS can be "published to" without a real CMS: a JSON file
// (`demo-cms-edits.json` in DATA_DIR) of attribute changes per page or article slug, e.g.
// `{ "pages": { "faqs": { "title": "Questions, answered" } }, "articles": { "care-guide": { "heading": "…" } } }`.
// It is read again whenever it changes, so an edit followed by the revalidation webhook shows as a publish would.
// A missing file means no edits; an unreadable one is reported and ignored (the demo content stays as it is).
import { readFileSync, statSync } from 'node:fs';
import type { BlogArticleEntity, PageEntity } from './content/types.ts';

type AttributeEdits = Record<string, Record<string, unknown>>;
/** `editedAt`: when the file last changed, the edited entries' updatedAt (stable between reads, as a CMS's is). */
export type DemoContentEdits = { pages?: AttributeEdits; articles?: AttributeEdits; editedAt?: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export class DemoContentEditsError extends Error {
  override name = 'DemoContentEditsError';
}

function parseEdits(text: string, path: string): DemoContentEdits {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new DemoContentEditsError(`${path} is not JSON: ${(error as Error).message}`);
  }
  if (!isPlainObject(parsed)) throw new DemoContentEditsError(`${path} must hold an object with "pages" and/or "articles"`);
  for (const kind of ['pages', 'articles'] as const) {
    const edits = parsed[kind];
    if (edits === undefined) continue;
    if (!isPlainObject(edits) || !Object.values(edits).every(isPlainObject)) throw new DemoContentEditsError(`${path}: "${kind}" must map slugs to objects of attributes`);
  }
  return parsed as DemoContentEdits;
}

/** The edits file's current content, read again only when its modification time or size changes. */
export function contentEditsReader(path: string, onError: (error: Error) => void): () => DemoContentEdits {
  let seen = '';
  let edits: DemoContentEdits = {};
  return () => {
    let stamp: string;
    try {
      const stat = statSync(path);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      seen = '';
      edits = {};
      return edits;
    }
    if (stamp === seen) return edits;
    seen = stamp;
    try {
      edits = { ...parseEdits(readFileSync(path, 'utf8'), path), editedAt: new Date(statSync(path).mtimeMs).toISOString() };
    } catch (error) {
      edits = {};
      onError(error as Error);
    }
    return edits;
  };
}

function edited<T extends { attributes: { slug: string } }>(entries: readonly T[], edits: AttributeEdits | undefined, updatedAt: string | undefined): readonly T[] {
  if (!edits || Object.keys(edits).length === 0) return entries;
  return entries.map((entry) => {
    const change = edits[entry.attributes.slug];
    return change ? { ...entry, attributes: { ...entry.attributes, ...change, ...(updatedAt ? { updatedAt } : {}) } } : entry;
  });
}

export const editedPages = (pages: readonly PageEntity[], edits: DemoContentEdits) => edited(pages, edits.pages, edits.editedAt);
export const editedArticles = (articles: readonly BlogArticleEntity[], edits: DemoContentEdits) => edited(articles, edits.articles, edits.editedAt);
