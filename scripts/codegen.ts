// `npm run codegen` regenerates everything in generated/, the Strapi schemas in cms/src/ and the VCL's page query list; `npm run codegen -- --check` only compares and
// exits 1 when generated/ is stale (CI and tests use this). Nothing in generated/ is edited by hand.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { generateCmsFormRules } from './codegen/cms-form-rules.ts';
import { generateCmsMarkdownFields } from './codegen/cms-markdown-fields.ts';
import { generateCmsTypes } from './codegen/cms-types.ts';
import { generateCmsValidators } from './codegen/cms-validators.ts';
import { generateEditorLabels } from './codegen/editor-labels.ts';
import { generateStorefrontSchema } from './codegen/storefront-schema.ts';
import { generateStorefrontSdk } from './codegen/storefront-sdk.ts';
import { generateStrapiSchemas } from './codegen/strapi-schemas.ts';
import { generateVarnishPageQuery } from './codegen/varnish-page-query.ts';
import type { GeneratedFile } from './codegen/generated-file.ts';

const root = resolve(import.meta.dirname, '..');

async function readIfExists(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return null;
  }
}

export async function generateAll(): Promise<GeneratedFile[]> {
  const [types, validators, markdown, storefront, storefrontSchema, strapi, editorLabels, formRules] = await Promise.all([
    generateCmsTypes(root),
    generateCmsValidators(root),
    generateCmsMarkdownFields(root),
    generateStorefrontSdk(root),
    generateStorefrontSchema(root),
    generateStrapiSchemas(root),
    generateEditorLabels(root),
    generateCmsFormRules(root),
  ]);
  return [...types, ...validators, ...markdown, ...storefront, ...storefrontSchema, ...strapi, ...editorLabels, ...formRules, ...generateVarnishPageQuery()];
}

/** Paths (relative to the project) whose committed content differs from a fresh generation. */
export async function staleGeneratedFiles(): Promise<string[]> {
  const stale: string[] = [];
  for (const file of await generateAll()) {
    if ((await readIfExists(resolve(root, file.path))) !== file.content) stale.push(file.path);
  }
  return stale;
}

async function main() {
  if (process.argv.includes('--check')) {
    const stale = await staleGeneratedFiles();
    if (stale.length > 0) {
      console.error(`generated files are stale, run \`npm run codegen\`:\n  ${stale.join('\n  ')}`);
      process.exit(1);
    }
    console.log('generated files are up to date');
    return;
  }
  for (const file of await generateAll()) {
    const target = resolve(root, file.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.content);
    console.log(`wrote ${file.path}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
