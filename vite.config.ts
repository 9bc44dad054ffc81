import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { blockChunkIndexPlugin } from './scripts/build/block-chunk-index-plugin.ts';
import { clientChunksPlugin } from './scripts/build/client-chunks-plugin.ts';
import { serverOnlyBlockFieldsPlugin } from './scripts/build/server-only-block-fields-plugin.ts';

export default defineConfig({
  plugins: [react(), vike(), serverOnlyBlockFieldsPlugin(), clientChunksPlugin(), blockChunkIndexPlugin()],
  // One small stylesheet instead of a request per block.
  build: { target: 'es2022', cssCodeSplit: false },
});
