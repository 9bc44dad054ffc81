// Reads one source file: the embedded demo CMS in-process (its mounted app, no HTTP to itself), a remote media
// host with fetch. Media is public, so no CMS token is ever sent; a timeout bounds the whole read, and the bytes
// are counted as they stream (a Content-Length is not trusted), so an oversized source is cut off early. Where the
// file was read from goes in a failure's detail (the log), never in its message (the public answer).
import { ImageServiceError } from './image-errors.ts';
import { type SourceKind, sourceKindOf } from './source-kind.ts';
import type { SourceLocation } from './source-location.ts';

export type SourceFile = { bytes: Buffer; kind: SourceKind };
export type SourceReader = (location: SourceLocation) => Promise<SourceFile>;

/** Answers a site path from the embedded backend that serves it (its mounted app's `request`). */
export type LocalFiles = (path: string, init: { signal: AbortSignal }) => Promise<Response>;

export type SourceReaderOptions = {
  timeoutMs: number;
  maxBytes: number;
  /** The embedded demo CMS, when the media base is a site path; absent, such a source is not found. */
  local?: LocalFiles;
  fetch?: typeof fetch;
};

/** The largest source the service reads by default: a camera JPEG is 2–15 MB. */
export const DEFAULT_MAX_SOURCE_BYTES = 25 * 1024 * 1024;

const NOT_FOUND = new Set([401, 403, 404, 410]);

const describe = (location: SourceLocation) => (location.kind === 'local' ? location.path : location.url.href);

async function request(location: SourceLocation, options: SourceReaderOptions, signal: AbortSignal): Promise<Response> {
  if (location.kind === 'local') {
    if (!options.local)
      throw new ImageServiceError(404, 'The media library has no such file.', { detail: `no embedded media library serves ${location.path}` });
    return options.local(location.path, { signal });
  }
  // Redirects are not followed: the media base is the only host the service reads from.
  return (options.fetch ?? fetch)(location.url, { signal, redirect: 'manual', headers: { Accept: 'image/*' } });
}

async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new ImageServiceError(413, `The source is ${declared} bytes, more than the ${maxBytes} the service reads.`);
  }
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new ImageServiceError(413, `The source is more than the ${maxBytes} bytes the service reads.`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

function failureOf(error: unknown, location: SourceLocation, timeoutMs: number): ImageServiceError {
  if (error instanceof ImageServiceError) return error;
  const name = (error as Error | undefined)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new ImageServiceError(504, 'The media library did not answer in time.', { detail: `${describe(location)} gave no answer within ${timeoutMs} ms` });
  }
  const cause = (error as { cause?: { code?: string; message?: string } } | undefined)?.cause;
  const reason = cause?.code ?? cause?.message ?? (error as Error | undefined)?.message ?? 'unknown error';
  return new ImageServiceError(502, 'The media library could not be reached.', { detail: `${describe(location)}: ${reason}` });
}

export function createSourceReader(options: SourceReaderOptions): SourceReader {
  return async (location) => {
    const signal = AbortSignal.timeout(options.timeoutMs);
    try {
      const response = await request(location, options, signal);
      if (NOT_FOUND.has(response.status)) {
        await response.body?.cancel();
        throw new ImageServiceError(404, 'The media library has no such file.', { detail: `${describe(location)} answered ${response.status}` });
      }
      if (response.status !== 200) {
        await response.body?.cancel();
        throw new ImageServiceError(502, 'The media library did not give the file.', { detail: `${describe(location)} answered ${response.status}` });
      }
      const bytes = await readCapped(response, options.maxBytes);
      const kind = sourceKindOf(bytes, response.headers.get('Content-Type'), describe(location));
      if (!kind) {
        const type = response.headers.get('Content-Type') ?? 'no Content-Type';
        throw new ImageServiceError(415, 'The source is not an image.', { detail: `${describe(location)} is ${type}` });
      }
      return { bytes, kind };
    } catch (error) {
      throw failureOf(error, location, options.timeoutMs);
    }
  };
}
