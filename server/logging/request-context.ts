// Which request a log line belongs to: the request id (the caller's x-request-id when it is a sensible one,
// otherwise a new one) kept for the request's whole asynchronous life, and the trace and span ids of the span
// active when the line is written (only while tracing is on: server/observability/tracing.ts). Every line
// written while a request is handled carries them, so one shopper's request can be followed through its
// CMS and Storefront calls, and from a log line to its trace.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { context, ROOT_CONTEXT, trace } from '@opentelemetry/api';

export const REQUEST_ID_HEADER = 'x-request-id';

type RequestContext = { requestId: string };

const requests = new AsyncLocalStorage<RequestContext>();

// Letters, digits and a few separators, at most 128: anything else could forge or bloat a log line.
const WELL_FORMED_ID = /^[\w.:@/+=-]{1,128}$/;

/** The incoming x-request-id when well formed (a proxy in front may have set it), else a new random id. */
export function requestIdFrom(incoming: string | undefined): string {
  return incoming !== undefined && WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
}

/** Runs `handle` as the request `requestId`: every log line written meanwhile, however deep, names it. */
export function withRequestId<T>(requestId: string, handle: () => T): T {
  return requests.run({ requestId }, handle);
}

/**
 * Runs `start` outside any request: a timer or loop it starts belongs to the process, not to the request that
 * happened to start it, so its log lines and spans name no request (nor that request's trace).
 */
export function outsideRequest<T>(start: () => T): T {
  return requests.exit(() => context.with(ROOT_CONTEXT, start));
}

/** The request id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return requests.getStore()?.requestId;
}

/** The fields a log line gets from where it is written: request id, trace id and span id (those that exist). */
export function logContextFields(): Record<string, string> {
  const fields: Record<string, string> = {};
  const requestId = requests.getStore()?.requestId;
  if (requestId !== undefined) fields.requestId = requestId;
  const span = trace.getActiveSpan();
  if (span) {
    const { traceId, spanId } = span.spanContext();
    fields.traceId = traceId;
    fields.spanId = spanId;
  }
  return fields;
}
