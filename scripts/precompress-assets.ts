// After `vite build`: writes .br and .gz beside each compressible client asset, at maximum quality,
// so the server sends precompressed files instead of compressing on every request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const CLIENT_DIR = 'dist/client';
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|vtt)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for await (const path of files(CLIENT_DIR)) {
  if (!COMPRESSIBLE.test(path) || (await stat(path)).size < 1024) continue;
  const body = await readFile(path);
  await writeFile(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} client files`);
