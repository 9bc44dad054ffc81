// Serves the client build. Hashed files never change, so browsers and CDNs may keep them a year: everything
// under /assets (Vite's build) and the web fonts under /fonts (named by their content, scripts/fonts/); the
// few unhashed files (favicon, robots) are revalidated daily. Precompressed .br/.gz are preferred.
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const FILE_NAME = /\/[^/]+\.[A-Za-z0-9]+$/;

/** Folders whose file names carry a hash of their content. */
const HASHED_FOLDERS = ['/assets/*', '/fonts/*'];

export function mountStaticAssets(app: Hono, clientDir: string): void {
  const hashedFiles = serveStatic({ root: clientDir, precompressed: true, onFound: (_path, c) => c.header('Cache-Control', IMMUTABLE) });
  for (const folder of HASHED_FOLDERS) app.use(folder, hashedFiles);
  const unhashedFiles = serveStatic({
    root: clientDir,
    precompressed: true,
    onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=86400'),
  });
  // Only paths that name a file (favicon.svg, block-chunks.json…) look on disk; page paths go straight on
  // to the renderer without a file-system lookup per request.
  app.use('*', (c, next) => (FILE_NAME.test(c.req.path) ? unhashedFiles(c, next) : next()));
}
