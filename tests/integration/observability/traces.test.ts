// Traces from a real run: the built site, started with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a stand-in OTLP
// collector and logging at info to a file, answers /products, whose first render asks the embedded demo shop for
// prices over HTTP like a real Storefront. The collector receives one trace whose spans cover the request, its
// render and its Storefront call (a client span, and the shop's own server span as its child, so the traceparent
// arrived); the request's log line, and the shop's, carry that trace id.
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltSite, type RunningSite } from '../../../scripts/site-process.ts';
import { type OtlpReceiver, type ReceivedSpan, startOtlpReceiver } from '../../../scripts/support/otlp-receiver.ts';

let collector: OtlpReceiver;
let site: RunningSite;
const logFile = join(tmpdir(), `traces-test-${process.pid}.log`);
let logFd: number;

beforeAll(async () => {
  collector = await startOtlpReceiver();
  logFd = openSync(logFile, 'w');
  // A short batch delay: spans reach the collector within the test, as they would within seconds in production.
  site = await startBuiltSite({
    logTo: logFd,
    env: { LOG_LEVEL: 'info', OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint, OTEL_TRACES_SAMPLER: 'always_on', OTEL_BSP_SCHEDULE_DELAY: '200' },
  });
});

afterAll(async () => {
  await site?.stop();
  closeSync(logFd);
  rmSync(logFile, { force: true });
  await collector?.stop();
});

type LogLine = Record<string, unknown> & { event: string };
/** The lines written so far (the last one may still be on its way: only whole lines count). */
const logLines = (): LogLine[] =>
  readFileSync(logFile, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as LogLine];
      } catch {
        return [];
      }
    });

/** The trace of the request that got `requestId`: its spans, once the request span and its children have arrived. */
function traceOf(requestId: string): ReceivedSpan[] {
  const line = logLines().find((entry) => entry.event === 'http.request' && entry.requestId === requestId);
  if (!line?.traceId) return [];
  return collector.spans.filter((span) => span.traceId === line.traceId);
}

describe('traces and logs of a page that asks the shop', () => {
  it('/products: one trace covers the request, its Storefront call and its render; its log lines name the trace', async () => {
    const path = '/products';
    const requestId = 'traces-test-products';
    const response = await fetch(`${site.baseUrl}${path}`, { headers: { 'x-request-id': requestId } });
    expect(response.status).toBe(200);
    // A page shared caches keep names no request in its headers; its log line does.
    expect(response.headers.get('x-request-id')).toBeNull();

    // The log line is written asynchronously and the spans are exported in batches: wait for both.
    await expect.poll(() => traceOf(requestId).some((span) => span.name === 'POST demo-backend'), { timeout: 15_000, interval: 200 }).toBe(true);
    const spans = traceOf(requestId);
    const request = spans.find((span) => span.kind === 2 && span.parentSpanId === undefined)!;
    // Named after the route class, never the raw path.
    expect(request).toMatchObject({ name: 'GET page', service: 'linden-and-tuck-site', attributes: { 'http.response.status_code': 200 } });
    const render = spans.find((span) => span.name === 'page.render');
    expect(render?.parentSpanId, 'a render span, a child of the request span').toBe(request.spanId);
    // The Storefront call: a client span from this request to the shop's GraphQL endpoint …
    const shopCall = spans.find((span) => span.kind === 3 && String(span.attributes['url.full']).includes('/demo/shop/api/'));
    expect(shopCall, 'a client span for the Storefront call').toBeDefined();
    // … whose traceparent reached the shop: the shop's server span is its child.
    expect(spans.find((span) => span.name === 'POST demo-backend')!.parentSpanId).toBe(shopCall!.spanId);
    // Every span of the trace hangs from the request span.
    const ids = new Set(spans.map((span) => span.spanId));
    for (const span of spans) if (span !== request) expect(ids.has(span.parentSpanId!), `${span.name}'s parent is in the trace`).toBe(true);

    const line = logLines().find((entry) => entry.event === 'http.request' && entry.requestId === requestId)!;
    expect(line).toMatchObject({ level: 'info', method: 'GET', path, status: 200, traceId: request.traceId, spanId: request.spanId });
    // The shop's own line for that call (another request, with its own request id) is in the same trace.
    const shopLine = logLines().find(
      (entry) => entry.event === 'http.request' && String(entry.path).startsWith('/demo/shop/api/') && entry.traceId === request.traceId,
    );
    expect(shopLine, "the shop's log line").toBeDefined();
    expect(shopLine!.requestId).not.toBe(requestId);
  });
});
