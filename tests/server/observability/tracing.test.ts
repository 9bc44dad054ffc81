// Tracing on, in one process: a request through the site's request middleware that renders (withSpan) and calls
// an upstream with fetch is one trace: the request's span, a render span and a client span whose `traceparent`
// reached the upstream; the request's log lines carry that trace id. Spans go to a stand-in OTLP collector.
import { createServer, type Server } from 'node:http';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLog } from '../../../server/http/request-log.ts';
import { log } from '../../../server/logging/logger.ts';
import { startTracing, stopTracing, tracingOn, withSpan } from '../../../server/observability/tracing.ts';
import { type OtlpReceiver, startOtlpReceiver } from '../../../scripts/support/otlp-receiver.ts';
import { captureLogs } from '../logging/captured-logs.ts';

let receiver: OtlpReceiver;
let upstream: Server;
let upstreamUrl: string;
const traceparents: (string | undefined)[] = [];

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  upstream = createServer((request, response) => {
    traceparents.push(request.headers.traceparent as string | undefined);
    response.end('{"data":{}}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as { port: number }).port}/api/2025-01/graphql.json`;
});
afterAll(async () => {
  await stopTracing();
  upstream.close();
  await receiver.stop();
});

describe('tracing', () => {
  it('is off without OTEL_EXPORTER_OTLP_ENDPOINT: the work runs as it is, no span, no trace id in the logs', async () => {
    expect(await startTracing({})).toBe(false);
    expect(tracingOn()).toBe(false);
    const captured = captureLogs('info');
    try {
      expect(withSpan('page.render', () => 42)).toBe(42);
      const app = new Hono().use(requestLog()).get('/faqs', (c) => c.text('ok'));
      await app.request('/faqs');
    } finally {
      captured.release();
    }
    expect(captured.lines[0]).not.toHaveProperty('traceId');
  });

  it('on: one trace covers the request, its render and its upstream call, which receives traceparent; its log lines name it', async () => {
    expect(await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_SERVICE_NAME: 'lt-test', OTEL_TRACES_SAMPLER: 'always_on' })).toBe(true);
    const app = new Hono().use(requestLog()).get('/products', async (c) => {
      const html = await withSpan('page.render', async () => {
        await fetch(upstreamUrl, { method: 'POST', body: '{}' });
        log.info('render.done');
        return '<p>products</p>';
      });
      return c.html(html);
    });
    const captured = captureLogs('info');
    try {
      const response = await app.request('/products', { headers: { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' } });
      expect(response.status).toBe(200);
    } finally {
      captured.release();
    }
    await stopTracing();

    const trace = receiver.spans.filter((span) => span.traceId === '0af7651916cd43dd8448eb211c80319c');
    const request = trace.find((span) => span.name === 'GET page');
    expect(trace.map((span) => span.name).sort()).toEqual(['GET page', 'POST', 'page.render'].sort());
    expect(request).toMatchObject({ parentSpanId: 'b7ad6b7169203331', service: 'lt-test', attributes: { 'http.response.status_code': 200 } });
    const render = trace.find((span) => span.name === 'page.render')!;
    const call = trace.find((span) => span.name === 'POST')!;
    expect(render.parentSpanId).toBe(request!.spanId);
    expect(call.parentSpanId).toBe(render.spanId);
    expect(traceparents).toEqual([`00-0af7651916cd43dd8448eb211c80319c-${call.spanId}-01`]);
    expect(captured.lines.map(({ event, traceId }) => ({ event, traceId }))).toEqual([
      { event: 'render.done', traceId: '0af7651916cd43dd8448eb211c80319c' },
      { event: 'http.request', traceId: '0af7651916cd43dd8448eb211c80319c' },
    ]);
    expect(captured.lines[0]!.spanId).toBe(render.spanId);
    expect(captured.lines[1]!.spanId).toBe(request!.spanId);
  });
});
