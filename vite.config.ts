import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vike()],
  // One small stylesheet instead of a request per block.
  build: { target: 'es2022', cssCodeSplit: false },
});
