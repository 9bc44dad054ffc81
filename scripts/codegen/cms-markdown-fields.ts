// openapi/cms.yaml → generated/cms-markdown-fields.ts: for each schema, the paths of its `format: markdown`
// strings ('sections.*.sectionBlocks.*.answer'), so the server renders exactly those fields to HTML.
// Dynamic zones (PageBlock) are not followed: each block kind has its own entry.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { CMS_SCHEMA_PATH, type GeneratedFile } from './generated-file.ts';

type Schema = { [key: string]: unknown };
const REF = '#/components/schemas/';

function markdownPaths(schema: Schema, schemas: Record<string, Schema>, prefix: string[], seen: Set<string>): string[] {
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    const name = ref.replace(REF, '');
    if (name === 'PageBlock' || seen.has(name)) return [];
    return markdownPaths(schemas[name] ?? {}, schemas, prefix, new Set([...seen, name]));
  }
  const found: string[] = [];
  if (schema.format === 'markdown') found.push(prefix.join('.'));
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    for (const part of (schema[key] as Schema[] | undefined) ?? []) found.push(...markdownPaths(part, schemas, prefix, seen));
  }
  for (const [property, child] of Object.entries((schema.properties as Record<string, Schema> | undefined) ?? {})) {
    found.push(...markdownPaths(child, schemas, [...prefix, property], seen));
  }
  if (schema.items) found.push(...markdownPaths(schema.items as Schema, schemas, [...prefix, '*'], seen));
  return [...new Set(found)];
}

export async function generateCmsMarkdownFields(root: string): Promise<GeneratedFile[]> {
  const doc = parse(await readFile(resolve(root, CMS_SCHEMA_PATH), 'utf8')) as { components: { schemas: Record<string, Schema> } };
  const schemas = doc.components.schemas;
  const entries: string[] = [];
  for (const name of Object.keys(schemas)
    .sort()
    .filter((n) => n !== 'PageBlock')) {
    const paths = markdownPaths(schemas[name]!, schemas, [], new Set([name]));
    if (paths.length > 0) entries.push(`  ${name}: ${JSON.stringify(paths.sort())},`);
  }
  const content = [
    '// Generated from openapi/cms.yaml by `npm run codegen`. Do not edit.',
    '/** Paths of the markdown fields of each CMS schema (`*` = every item of a list). */',
    'export const markdownFieldPaths: Readonly<Record<string, readonly string[]>> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
  return [{ path: 'generated/cms-markdown-fields.ts', content }];
}
