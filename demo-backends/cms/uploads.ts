// GET /uploads/:hash/:file — the demo media library. Only files in the catalogue are served (never an
// arbitrary path), with long caching, and byte ranges so browsers can seek in (and Safari can play) the video.
import type { Context } from 'hono';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_FILES_DIR, fileNameOf, mediaByHash } from './media/catalogue.ts';

/** Upload URLs never change content (a new file gets a new hash), so browsers may keep them for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

const cache = new Map<string, Buffer>();

async function load(fileName: string): Promise<Buffer | null> {
  const cached = cache.get(fileName);
  if (cached) return cached;
  try {
    const bytes = await readFile(join(MEDIA_FILES_DIR, fileName));
    cache.set(fileName, bytes);
    return bytes;
  } catch {
    return null;
  }
}

/** Parses a single `bytes=start-end` range; null when absent, 'invalid' when it cannot be satisfied. */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  const [, from = '', to = ''] = match;
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start > end || start >= size ? 'invalid' : { start, end };
}

export async function serveUpload(c: Context, notFound: () => Response): Promise<Response> {
  const media = mediaByHash(c.req.param('hash') ?? '');
  if (!media || c.req.param('file') !== fileNameOf(media)) return notFound();
  const bytes = await load(fileNameOf(media));
  if (!bytes) return notFound();

  const headers: Record<string, string> = {
    'Content-Type': media.ext === '.vtt' ? `${media.mime}; charset=utf-8` : media.mime,
    'Cache-Control': CACHE_CONTROL,
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
    // An SVG opened directly must not run script; inline styles are all the drawings need.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  };
  const range = byteRange(c.req.header('Range'), bytes.length);
  if (range === 'invalid') return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${bytes.length}` } });
  if (range) {
    const part = bytes.subarray(range.start, range.end + 1);
    return new Response(new Uint8Array(part), { status: 206, headers: { ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${bytes.length}`, 'Content-Length': String(part.length) } });
  }
  return new Response(new Uint8Array(bytes), { status: 200, headers: { ...headers, 'Content-Length': String(bytes.length) } });
}
