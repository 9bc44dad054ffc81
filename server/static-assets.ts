// Serves the client build. Hashed files under /assets never change, so browsers and CDNs may keep them a
// year; the few unhashed files (favicon, robots) are revalidated daily. Precompressed .br/.gz are preferred.
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function mountStaticAssets(app: Hono, clientDir: string): void {
  app.use(
    '/assets/*',
    serveStatic({ root: clientDir, precompressed: true, onFound: (_path, c) => c.header('Cache-Control', IMMUTABLE) }),
  );
  app.use(
    '*',
    serveStatic({
      root: clientDir,
      precompressed: true,
      // Only real files; everything else falls through to the page renderer.
      rewriteRequestPath: (path) => (path === '/' || path.endsWith('/') ? '/__no_index__' : path),
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=86400'),
    }),
  );
}
