// Compresses dynamic responses (HTML, JSON) with brotli or gzip. Hono's own compress middleware has no brotli;
// hashed static assets are precompressed at build time instead (scripts/precompress-assets.ts).
import type { MiddlewareHandler } from 'hono';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;
const MIN_BYTES = 1024;

const ENCODING_TOKEN = { br: /\bbr\b/i, gzip: /\bgzip\b/i } as const;

/** The smallest brotli window (2^bits bytes) that holds the whole input, within brotli's 10 to 24 bits. */
export function brotliWindowBits(inputBytes: number): number {
  return Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(inputBytes + 16))));
}

export function acceptsEncoding(acceptEncoding: string | undefined, encoding: 'br' | 'gzip'): boolean {
  return ENCODING_TOKEN[encoding].test(acceptEncoding ?? '');
}

function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (acceptsEncoding(acceptEncoding, 'br')) return 'br';
  if (acceptsEncoding(acceptEncoding, 'gzip')) return 'gzip';
  return null;
}

export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (c.req.method === 'HEAD' || response.headers.has('Content-Encoding') || !response.body) return;
    if (!COMPRESSIBLE.test(response.headers.get('Content-Type') ?? '')) return;
    if (/no-transform/i.test(response.headers.get('Cache-Control') ?? '')) return;
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const body = Buffer.from(await response.arrayBuffer());
    const compressed =
      body.length < MIN_BYTES
        ? null
        : encoding === 'br'
          ? // Quality 5 keeps per-request CPU low; static assets get maximum quality at build time.
            // The window fits the page (a 70 KB page needs 128 KB, not brotli's default 4 MB): the same bytes out, far
            // less native memory per compression, which under many concurrent requests is most of the process's RSS.
            await brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length),
              },
            })
          : await gzipAsync(body, { level: 6 });
    // Hono copies the previous response's headers onto the new one, so adjust them after assigning.
    c.res = new Response(compressed ?? body, { status: response.status, headers: response.headers });
    const vary = c.res.headers.get('Vary');
    if (!/accept-encoding/i.test(vary ?? '')) c.res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (compressed) {
      c.res.headers.set('Content-Encoding', encoding);
      c.res.headers.delete('Content-Length');
    }
  };
}
