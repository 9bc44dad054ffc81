// Every request gets a request id (the caller's x-request-id when well formed, else a new one), echoed in the
// answer unless a shared cache may keep it (a kept page is the same bytes and headers for every visitor); its span when tracing is on; and one structured line when answered: method, path, status, duration.
// Every line written while it is handled, here or deep in a render, carries the request id and the trace ids.
import type { MiddlewareHandler } from 'hono';
import { sharedCacheMayStore } from '../caching/cache-control.ts';
import { log } from '../logging/logger.ts';
import { REQUEST_ID_HEADER, requestIdFrom, withRequestId } from '../logging/request-context.ts';
import { inRequestSpan } from '../observability/tracing-request.ts';

export function requestLog(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    await withRequestId(requestId, () =>
      inRequestSpan(c, async () => {
        await next();
        if (!sharedCacheMayStore(c.res.headers.get('cache-control'))) echoRequestId(c, requestId);
        // Inside the span: the request's own line carries its trace id too.
        logRequest(c.req.method, c.req.path, c.res.status, started);
      }),
    );
  };
}

function echoRequestId(c: Parameters<MiddlewareHandler>[0], requestId: string): void {
  try {
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
  } catch {
    // A response passed on from fetch has immutable headers: answer with a copy that can carry the id.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
  }
}

/** The line for one answered request; `started` is performance.now() when it arrived. */
export function logRequest(method: string, path: string, status: number, started: number): void {
  const fields = { method, path, status, durationMs: Math.round((performance.now() - started) * 10) / 10 };
  if (status >= 500) log.error('http.request', fields);
  else log.info('http.request', fields);
}
