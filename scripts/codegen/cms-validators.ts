// openapi/cms.yaml → generated/cms-validators.ts: runtime validators compiled from the same component
// schemas the types come from, so the block registry and the content snapshot never keep a second copy.
// - blockValidators[componentName]: one block, in full.
// - resourceValidators[operationId]: a GET response envelope; its dynamic-zone items are only checked
//   for componentName/isActive here, because a bad block must be skipped alone, not fail the whole resource.
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { CMS_SCHEMA_PATH, type GeneratedFile } from './generated-file.ts';

type JsonSchema = { [key: string]: unknown };
type OpenApiDocument = {
  paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> }>>;
  components: { schemas: Record<string, JsonSchema> };
};

const BLOCK_UNION = 'PageBlock';
const LOOSE_BLOCK: JsonSchema = {
  type: 'object',
  required: ['componentName', 'isActive'],
  properties: { componentName: { type: 'string' }, isActive: { type: 'boolean' } },
};

/** OpenAPI-only keywords Ajv does not need (and the editors' `x-` words, kept out of the site's bundle); `$ref`s are re-pointed at `$defs`. */
function toJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonSchema);
  if (value === null || typeof value !== 'object') return value;
  const out: JsonSchema = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === 'discriminator' || key === 'example' || key === 'examples' || key === 'xml' || key.startsWith('x-')) continue;
    if (key === '$ref' && typeof child === 'string') out[key] = child.replace('#/components/schemas/', '#/$defs/');
    else out[key] = toJsonSchema(child);
  }
  return out;
}

function blockNameOf(schema: JsonSchema): string | null {
  const properties = schema.properties as Record<string, { const?: unknown }> | undefined;
  const name = properties?.componentName?.const;
  return typeof name === 'string' ? name : null;
}

function responseSchemaRefs(doc: OpenApiDocument): Record<string, string> {
  const refs: Record<string, string> = {};
  for (const operations of Object.values(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (method !== 'get' || !operation.operationId) continue;
      const ref = operation.responses?.['200']?.content?.['application/json']?.schema?.$ref;
      if (typeof ref === 'string') refs[operation.operationId] = ref.replace('#/components/schemas/', '');
    }
  }
  return refs;
}

export async function generateCmsValidators(root: string): Promise<GeneratedFile[]> {
  const doc = parse(await readFile(resolve(root, CMS_SCHEMA_PATH), 'utf8')) as OpenApiDocument;
  const defs = toJsonSchema(doc.components.schemas) as Record<string, JsonSchema>;
  const blockDefs = Object.entries(defs).flatMap(([schemaName, schema]) => {
    const blockName = blockNameOf(schema);
    return blockName ? [{ blockName, schemaName }] : [];
  });
  const resources = responseSchemaRefs(doc);

  const ajv = new Ajv2020({ code: { source: true, esm: true, lines: false }, strict: false, allErrors: false, validateFormats: false });
  ajv.addSchema({ $id: 'cms', $defs: defs });
  ajv.addSchema({ $id: 'cms-envelopes', $defs: { ...defs, [BLOCK_UNION]: LOOSE_BLOCK } });

  const exports: Record<string, string> = {};
  for (const { blockName, schemaName } of blockDefs) exports[`block_${blockName}`] = `cms#/$defs/${schemaName}`;
  for (const [operationId, schemaName] of Object.entries(resources)) exports[`resource_${operationId}`] = `cms-envelopes#/$defs/${schemaName}`;
  const code = standaloneCode(ajv, exports);

  const blockNames = blockDefs.map((b) => b.blockName).sort();
  const operationIds = Object.keys(resources).sort();
  const content = [
    '// Generated from openapi/cms.yaml by `npm run codegen`. Do not edit.',
    '// @ts-nocheck',
    code,
    '',
    'export type CmsValidationError = { instancePath: string; schemaPath: string; keyword: string; message?: string; params: Record<string, unknown> };',
    'export type CmsValidator = ((data: unknown) => boolean) & { errors?: CmsValidationError[] | null };',
    `export type CmsBlockName = ${blockNames.map((n) => JSON.stringify(n)).join(' | ') || 'never'};`,
    `export type CmsResourceOperation = ${operationIds.map((n) => JSON.stringify(n)).join(' | ') || 'never'};`,
    `export const blockValidators: Record<CmsBlockName, CmsValidator> = { ${blockNames.map((n) => `${n}: block_${n}`).join(', ')} };`,
    `export const resourceValidators: Record<CmsResourceOperation, CmsValidator> = { ${operationIds.map((n) => `${n}: resource_${n}`).join(', ')} };`,
    '',
  ].join('\n');
  return [{ path: 'generated/cms-validators.ts', content }];
}
