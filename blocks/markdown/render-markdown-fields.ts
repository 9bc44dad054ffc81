// Replaces the markdown fields of CMS data (paths from generated/cms-markdown-fields.ts) with HTML.
// Snapshot objects are immutable, so each result is cached per object: a page's blocks are rendered once.
import { markdownFieldPaths } from '../../generated/cms-markdown-fields.ts';
import type { PageBlock } from '../../content/cms-types.ts';
import { markdownToHtml } from './markdown-to-html.tsx';

const rendered = new WeakMap<object, unknown>();

function replaceAt(value: unknown, path: readonly string[]): unknown {
  if (path.length === 0) return typeof value === 'string' ? markdownToHtml(value) : value;
  const [head, ...rest] = path;
  if (head === '*') return Array.isArray(value) ? value.map((item) => replaceAt(item, rest)) : value;
  if (value === null || typeof value !== 'object' || !(head! in value)) return value;
  return { ...(value as Record<string, unknown>), [head!]: replaceAt((value as Record<string, unknown>)[head!], rest) };
}

/** A copy of `value` with the markdown fields of schema `schemaName` rendered to HTML. */
export function withMarkdownAsHtml<T extends object>(value: T, schemaName: string): T {
  const cached = rendered.get(value);
  if (cached) return cached as T;
  const paths = markdownFieldPaths[schemaName] ?? [];
  const result = paths.reduce<unknown>((current, path) => replaceAt(current, path.split('.')), value) as T;
  rendered.set(value, result);
  return result;
}

/** Page blocks ready to render: markdown fields hold HTML (see the `format: markdown` fields in openapi/cms.yaml). */
export function blocksForRender(blocks: readonly PageBlock[]): PageBlock[] {
  return blocks.map((block) => withMarkdownAsHtml(block, `${block.componentName}Block`));
}
