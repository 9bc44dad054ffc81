// Vite plugin for the client build: records, for each block in blocks/{Name}/{Name}.tsx (loaded on demand), the file
// of its chunk and every chunk it imports statically, as block-chunks.json beside the client assets.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { BLOCK_CHUNK_INDEX_FILE } from '../../blocks/block-chunk-index.ts';
import { BLOCK_COMPONENT_FILE } from './block-files.ts';

export function blockChunkIndexPlugin(): Plugin {
  return {
    name: 'block-chunk-index',
    apply: 'build',
    // After writing, so the names are the final ones (later plugins may still rename chunks in generateBundle).
    writeBundle(options, bundle) {
      if (this.environment.name !== 'client') return;
      const index: Record<string, string[]> = {};
      const importsOf = (fileName: string, seen: Set<string>) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') for (const imported of chunk.imports) importsOf(imported, seen);
      };
      // A block's component may share its chunk with other blocks (scripts/build/client-chunks-plugin.ts).
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const moduleId of output.moduleIds) {
          const name = moduleId.match(BLOCK_COMPONENT_FILE)?.[1];
          if (!name) continue;
          const files = new Set<string>();
          importsOf(output.fileName, files);
          index[name] = [...files].map((file) => `/${file}`);
        }
      }
      writeFileSync(join(options.dir!, BLOCK_CHUNK_INDEX_FILE), `${JSON.stringify(index, null, 2)}\n`);
    },
  };
}
