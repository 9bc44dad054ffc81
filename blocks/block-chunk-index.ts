// Which client files each block kind needs, so a server-rendered page can ask for its blocks' code with
// <link rel="modulepreload"> instead of discovering it during hydration. Written by the client build
// (scripts/build/block-chunk-index-plugin.ts); absent in development, where Vite serves modules itself.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const BLOCK_CHUNK_INDEX_FILE = 'block-chunks.json';

/** componentName → the URLs of its chunk and the chunks that chunk imports. */
export type BlockChunkIndex = Readonly<Record<string, readonly string[]>>;

export function readBlockChunkIndex(clientDir: string | null): BlockChunkIndex {
  const file = clientDir ? join(clientDir, BLOCK_CHUNK_INDEX_FILE) : null;
  if (!file || !existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as BlockChunkIndex;
}

/** The files to preload for the given block kinds, each once. */
export function blockChunkUrls(index: BlockChunkIndex, names: Iterable<string>): string[] {
  const urls = new Set<string>();
  for (const name of names) for (const url of index[name] ?? []) urls.add(url);
  return [...urls];
}
