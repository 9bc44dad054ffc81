// The span of one incoming request: a child of the caller's trace when it sent a W3C `traceparent` (the demo shop
// and CMS, served by this same server, are called that way), named after the route class, never the raw path,
// so a collector groups requests the way the metrics do (route-class.ts).
import { propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode } from '@opentelemetry/api';
import type { Context } from 'hono';
import { routeClassOf } from './route-class.ts';
import { activeTracer } from './tracing.ts';

/** Runs `handle` (the rest of the request) inside the request's span; without tracing, just runs it. */
export function inRequestSpan(c: Context, handle: () => Promise<void>): Promise<void> {
  const tracer = activeTracer();
  if (!tracer) return handle();
  const parent = propagation.extract(ROOT_CONTEXT, c.req.header());
  const route = routeClassOf(c.req.path);
  const attributes = { 'http.request.method': c.req.method, 'http.route': route, 'url.path': c.req.path };
  return tracer.startActiveSpan(`${c.req.method} ${route}`, { kind: SpanKind.SERVER, attributes }, parent, async (span) => {
    try {
      await handle();
      span.setAttribute('http.response.status_code', c.res.status);
      if (c.res.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}
