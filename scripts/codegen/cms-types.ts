// openapi/cms.yaml → generated/cms-api.d.ts (types for openapi-fetch).
import openapiTS, { astToString } from 'openapi-typescript';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CMS_SCHEMA_PATH, type GeneratedFile } from './generated-file.ts';

export async function generateCmsTypes(root: string): Promise<GeneratedFile[]> {
  const ast = await openapiTS(pathToFileURL(resolve(root, CMS_SCHEMA_PATH)), { alphabetize: false });
  const header = '// Generated from openapi/cms.yaml by `npm run codegen`. Do not edit.\n';
  return [{ path: 'generated/cms-api.d.ts', content: header + astToString(ast) }];
}
