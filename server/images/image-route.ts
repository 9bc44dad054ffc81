// GET/HEAD /_image/{options}/{source path}: the site's image service over HTTP. A bad request is a 400 naming
// what is wrong, a valid one in another order a 301 to the canonical URL (one URL per file, for every cache), a
// picture the content does not name a 404 (or a redirect to its own version), both before anything is fetched,
// and a file an immutable answer with an ETag. Mounted before the page layers: no page cache, no HTML policy.
import type { Context, Hono } from 'hono';
import { IMAGE_SERVICE_PREFIX, ImageRequestError, imageServicePath, parseImageServicePath } from '../../content/images/image-service-path.ts';
import { ifNoneMatchMatches } from '../caching/etag.ts';
import { errorMessage, log } from '../logging/logger.ts';
import { securityHeadersFor } from '../security/security-headers.ts';
import { bodyOf, type CachedImage } from './image-disk-cache.ts';
import { ImageServiceError } from './image-errors.ts';
import type { ImageService } from './image-service.ts';
import { hasEncodedSeparator } from './source-location.ts';

/** The URL names the file (width, format, version): caches may keep it for good, and need no Vary. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** An SVG opened on its own must not run script or reach anything: styles are all a drawing needs. */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/** A refused source is answered the same for as long as the service remembers the failure. */
const FAILURE_CACHE_CONTROL = 'public, max-age=60';

function plain(status: number, reason: string, headers: Record<string, string>): Response {
  return new Response(`${reason}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });
}

function fileHeaders(image: CachedImage, always: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = { ...always, 'Content-Type': image.contentType, 'Cache-Control': IMAGE_CACHE_CONTROL, ETag: image.etag };
  if (image.contentType === 'image/svg+xml') headers['Content-Security-Policy'] = SVG_CONTENT_SECURITY_POLICY;
  return headers;
}

function failure(error: unknown, always: Record<string, string>): Response {
  if (error instanceof ImageServiceError) {
    if (error.status === 503) return plain(503, error.message, { ...always, 'Retry-After': String(error.retryAfterSeconds ?? 5) });
    return plain(error.status, error.message, error.status < 500 ? { ...always, 'Cache-Control': FAILURE_CACHE_CONTROL } : always);
  }
  // Not a source problem the service knows: logged with its reason, answered as a bad gateway rather than a 500.
  log.error('image.failed', { reason: errorMessage(error) });
  return plain(502, 'The image could not be prepared.', always);
}

export type ImageRouteOptions = {
  hsts: boolean;
  /** True for an editor previewing drafts (the draft cookie): their pictures are not in the published content yet. */
  previewing?: (c: Context) => boolean;
};

export function mountImageRoute(app: Hono, service: ImageService, { hsts, previewing = () => false }: ImageRouteOptions): void {
  // The headers every response of the site carries (security-headers.ts), written here: the route answers before that layer.
  const always = Object.fromEntries(securityHeadersFor({ hsts }));
  app.get(`${IMAGE_SERVICE_PREFIX}/*`, async (c: Context) => {
    try {
      return await answer(c, service, always, previewing(c));
    } catch (error) {
      return failure(error, always);
    }
  });
}

async function answer(c: Context, service: ImageService, always: Record<string, string>, previewing: boolean): Promise<Response> {
  const url = new URL(c.req.url);
  const raw = url.pathname.slice(IMAGE_SERVICE_PREFIX.length);
  let canonical: string;
  let request;
  try {
    request = parseImageServicePath(raw);
    if (hasEncodedSeparator(raw)) throw new ImageRequestError('The source path may not hold encoded slashes or backslashes.');
    service.locate(request.sourcePath);
    canonical = imageServicePath(request);
  } catch (error) {
    if (error instanceof ImageRequestError) return plain(400, error.message, always);
    throw error;
  }
  if (canonical !== url.pathname || url.search)
    return new Response(null, { status: 301, headers: { ...always, Location: canonical, 'Cache-Control': 'public, max-age=86400' } });
  if (!previewing) {
    // What the content names changes with it (and may reach this instance a little later): such answers are not kept.
    const named = service.canonicalFor(request);
    if (!named) return plain(404, 'No picture of the site is at this address.', always);
    const namedPath = imageServicePath(named);
    if (namedPath !== canonical) return new Response(null, { status: 301, headers: { ...always, Location: namedPath, 'Cache-Control': 'no-store' } });
  }
  let image: CachedImage;
  try {
    image = await service.answer(request);
  } catch (error) {
    return failure(error, always);
  }
  const headers = fileHeaders(image, always);
  if (ifNoneMatchMatches(c.req.header('If-None-Match'), image.etag)) return new Response(null, { status: 304, headers });
  const sized = { ...headers, 'Content-Length': String(image.size) };
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers: sized });
  const body = await bodyOf(image);
  // Evicted between finding and opening it: rare, and the next request makes it again.
  if (!body) return plain(503, 'The image is being prepared; try again.', { ...always, 'Retry-After': '1' });
  return new Response(body, { status: 200, headers: sized });
}
