// Traces with OpenTelemetry, only when OTEL_EXPORTER_OTLP_ENDPOINT names a collector: then a span per request
// (server/http/request-log.ts), per CMS and Storefront call (every fetch, through undici's diagnostics channels,
// carrying W3C `traceparent` to the CMS and the shop), per render and per purge (withSpan), exported in batches
// over OTLP/HTTP as JSON. Without the variable nothing is loaded or registered: withSpan runs its work as it is.
import { type Attributes, type Span, SpanStatusCode, type Tracer, trace } from '@opentelemetry/api';

export const DEFAULT_SERVICE_NAME = 'linden-and-tuck-site';
/** Traces kept when OTEL_TRACES_SAMPLER is unset: tracing every request cost a fifth to a half of throughput (docs/operations.md). */
export const DEFAULT_TRACE_SAMPLE_RATIO = 0.05;

let tracer: Tracer | null = null;
let stop: (() => Promise<void>) | null = null;

/** Whether spans are being made (OTEL_EXPORTER_OTLP_ENDPOINT was set at start). */
export function tracingOn(): boolean {
  return tracer !== null;
}

/**
 * Starts exporting spans when `env` names a collector (OTEL_EXPORTER_OTLP_ENDPOINT, or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT); the service is OTEL_SERVICE_NAME, `linden-and-tuck-site` by default.
 * Called first thing at start, before any fetch is made. Returns whether tracing is on.
 */
export async function startTracing(env: NodeJS.ProcessEnv): Promise<boolean> {
  if (tracer || !(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)) return tracer !== null;
  // Loaded only now: a site without a collector never loads the SDK.
  const [
    { NodeTracerProvider },
    { BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler },
    { OTLPTraceExporter },
    { Resource },
    { registerInstrumentations },
    { UndiciInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-undici'),
  ]);
  const resource = Resource.default().merge(new Resource({ 'service.name': env.OTEL_SERVICE_NAME || DEFAULT_SERVICE_NAME }));
  // The endpoint as every OpenTelemetry SDK reads it: the traces one as given, the general one plus /v1/traces.
  // The exporter reads OTEL_EXPORTER_OTLP_HEADERS (a collector's credentials) itself.
  const url = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || `${env.OTEL_EXPORTER_OTLP_ENDPOINT!.replace(/\/+$/, '')}/v1/traces`;
  // OTEL_TRACES_SAMPLER, when set, is read by the SDK itself (always_on traces every request); otherwise a share of
  // requests is traced, and a caller's sampled traceparent is always followed.
  const sampler = env.OTEL_TRACES_SAMPLER ? undefined : new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(DEFAULT_TRACE_SAMPLE_RATIO) });
  const provider = new NodeTracerProvider({ resource, sampler, spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url }))] });
  // Registers the provider, the async-hooks context (the active span follows awaits) and the W3C trace-context propagator.
  provider.register();
  const undo = registerInstrumentations({ tracerProvider: provider, instrumentations: [new UndiciInstrumentation()] });
  tracer = trace.getTracer(DEFAULT_SERVICE_NAME);
  stop = async () => {
    undo();
    await provider.shutdown();
  };
  return true;
}

/** Sends the spans still waiting and stops (at shutdown; bounded by the exporter's own time limit). */
export async function stopTracing(): Promise<void> {
  const stopping = stop;
  tracer = null;
  stop = null;
  await stopping?.();
}

function failed(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/** Runs `work` as a span named `name` (a child of the active one), ended when its result settles. Without tracing: just `work()`. */
export function withSpan<T>(name: string, work: () => T, attributes?: Attributes): T {
  if (!tracer) return work();
  return tracer.startActiveSpan(name, { attributes }, (span) => {
    try {
      const result = work();
      if (result instanceof Promise) {
        return result.then(
          (value: unknown) => (span.end(), value),
          (error: unknown) => {
            failed(span, error);
            span.end();
            throw error;
          },
        ) as T;
      }
      span.end();
      return result;
    } catch (error) {
      failed(span, error);
      span.end();
      throw error;
    }
  });
}

/** The tracer when tracing is on (the request span in server/http/request-log.ts starts its own kind of span). */
export function activeTracer(): Tracer | null {
  return tracer;
}
