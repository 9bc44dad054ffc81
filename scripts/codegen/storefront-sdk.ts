// clients/storefront/operations/*.graphql + pinned Storefront schema → generated/storefront/ (typed documents).
import { generate } from '@graphql-codegen/cli';
import { relative } from 'node:path';
import config from '../../codegen.ts';
import type { GeneratedFile } from './generated-file.ts';

export async function generateStorefrontSdk(root: string): Promise<GeneratedFile[]> {
  const previousCwd = process.cwd();
  process.chdir(root);
  try {
    const files = await generate({ ...config, cwd: root, silent: true }, false);
    return files.map((file: { filename: string; content: string }) => ({
      path: relative(root, file.filename.startsWith('/') ? file.filename : `${root}/${file.filename}`),
      content: file.content,
    }));
  } finally {
    process.chdir(previousCwd);
  }
}
