// Editing the demo CMS without code: a JSON file of overrides (in the demo CMS's data folder) is read on each
// request and merged over the built-in demo content, so a test or a developer can "publish" a change, send the
// revalidation webhook and watch the site pick it up. Objects merge key by key; anything else replaces.
//   { "pages": { "contact": { "title": "Talk to us", "pageSeo": { "metaTitle": "…" } } },
//     "articles": { "care-guide": { … } }, "footer": { … }, "header": { … } }
import { readFileSync, statSync } from 'node:fs';
import type { DemoContent } from './content/index.ts';

const SINGLE_TYPES = ['header', 'navigation', 'subscribeModal', 'soldOutModal', 'footer', 'infoModal', 'privacyChoices'] as const;
type Overrides = Partial<Record<'pages' | 'articles' | (typeof SINGLE_TYPES)[number], Record<string, unknown>>>;

export class ContentOverridesError extends Error {
  override name = 'ContentOverridesError';
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function merged<T>(base: T, override: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(override)) return override as T;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) result[key] = merged(result[key], value);
  return result as T;
}

function withOverrides(content: DemoContent, overrides: Overrides): DemoContent {
  const bySlug = <E extends { attributes: { slug: string } }>(entries: readonly E[], changes: Record<string, unknown> = {}) =>
    entries.map((entry) => (changes[entry.attributes.slug] === undefined ? entry : { ...entry, attributes: merged(entry.attributes, changes[entry.attributes.slug]) }));
  const result: Record<string, unknown> = { ...content, pages: bySlug(content.pages, overrides.pages), articles: bySlug(content.articles, overrides.articles) };
  for (const name of SINGLE_TYPES) {
    const single = content[name];
    if (overrides[name] !== undefined) result[name] = { ...single, data: { ...single.data, attributes: merged(single.data.attributes, overrides[name]) } };
  }
  return result as DemoContent;
}

/** The demo content with the file's overrides; the file is parsed again only when it changes. No file: the content as built. */
export function contentWithOverrides(content: DemoContent, overridesPath: string | undefined): () => DemoContent {
  let seen: { stamp: string; content: DemoContent } | null = null;
  return () => {
    if (!overridesPath) return content;
    let stamp: string;
    try {
      const stats = statSync(overridesPath);
      stamp = `${stats.mtimeMs}:${stats.size}`;
    } catch {
      return content;
    }
    if (seen?.stamp !== stamp) {
      let overrides: unknown;
      try {
        overrides = JSON.parse(readFileSync(overridesPath, 'utf8'));
      } catch (error) {
        throw new ContentOverridesError(`${overridesPath} is not valid JSON: ${(error as Error).message}`);
      }
      if (!isPlainObject(overrides)) throw new ContentOverridesError(`${overridesPath} must hold a JSON object such as {"pages": {"contact": {"title": "…"}}}`);
      seen = { stamp, content: withOverrides(content, overrides as Overrides) };
    }
    return seen.content;
  };
}
