// Storefront and CMS call latency and errors, heard from undici's diagnostics channels (the global fetch both
// clients use publishes them), so the clients stay as they are. A call is classed by the configured origin and
// path of the CMS and the shop; anything else (purges, the image service's sources) is not counted here.
import diagnostics from 'node:diagnostics_channel';
import { Counter, Histogram, type Registry } from 'prom-client';
import { statusClassOf } from './route-class.ts';

export type Upstream = { name: 'cms' | 'shop'; origin: string; pathPrefix: string };

/** The part of undici's request object the channels carry that this reads. */
type UndiciRequest = { origin?: string | URL; path?: string };

const BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The CMS at its base URL; the shop at its endpoint's origin, under the demo shop's mount when it is the embedded one. */
export function upstreamsOf({ cmsBaseUrl, shopEndpoint }: { cmsBaseUrl: string; shopEndpoint: string }): Upstream[] {
  const cms = new URL(cmsBaseUrl);
  const shop = new URL(shopEndpoint);
  return [
    { name: 'cms', origin: cms.origin, pathPrefix: cms.pathname.replace(/\/+$/, '') },
    // '/api/{version}/graphql.json' at a remote shop; '/demo/shop/api/…' at the embedded one.
    { name: 'shop', origin: shop.origin, pathPrefix: shop.pathname.split('/api/')[0] ?? '' },
  ];
}

export function upstreamOf(upstreams: readonly Upstream[], request: UndiciRequest): Upstream['name'] | null {
  if (!request.origin || request.path === undefined) return null;
  const origin = typeof request.origin === 'string' ? new URL(request.origin).origin : request.origin.origin;
  // The most specific match first: the demo CMS and shop share the site's own origin.
  let best: Upstream | null = null;
  for (const upstream of upstreams) {
    if (upstream.origin !== origin) continue;
    const { pathPrefix } = upstream;
    if (pathPrefix && request.path !== pathPrefix && !request.path.startsWith(`${pathPrefix}/`) && !request.path.startsWith(`${pathPrefix}?`)) continue;
    if (!best || pathPrefix.length > best.pathPrefix.length) best = upstream;
  }
  return best?.name ?? null;
}

/** Subscribes to undici's channels; returns the unsubscribe (tests, a second registry). */
export function observeOutgoingCalls(registry: Registry, upstreams: readonly Upstream[]): () => void {
  const calls = new Counter({
    name: 'site_upstream_requests_total',
    help: "Calls to the CMS and the shop by upstream and outcome: the answer's status class, or 'error' (no answer: refused, reset, timed out).",
    labelNames: ['upstream', 'outcome'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'site_upstream_request_duration_seconds',
    help: "Time from a call to the CMS or the shop starting to its answer's headers (or its failure).",
    labelNames: ['upstream'],
    buckets: BUCKETS,
    registers: [registry],
  });
  for (const { name } of upstreams) duration.zero({ upstream: name });
  const started = new WeakMap<object, { upstream: Upstream['name']; at: number }>();

  const onCreate = (message: unknown) => {
    const { request } = message as { request: UndiciRequest };
    const upstream = upstreamOf(upstreams, request);
    if (upstream) started.set(request, { upstream, at: performance.now() });
  };
  const finish = (request: object, outcome: string) => {
    const call = started.get(request);
    if (!call) return;
    started.delete(request);
    calls.inc({ upstream: call.upstream, outcome });
    duration.observe({ upstream: call.upstream }, (performance.now() - call.at) / 1000);
  };
  const onHeaders = (message: unknown) => {
    const { request, response } = message as { request: object; response: { statusCode: number } };
    finish(request, statusClassOf(response.statusCode));
  };
  const onError = (message: unknown) => finish((message as { request: object }).request, 'error');

  diagnostics.subscribe('undici:request:create', onCreate);
  diagnostics.subscribe('undici:request:headers', onHeaders);
  diagnostics.subscribe('undici:request:error', onError);
  return () => {
    diagnostics.unsubscribe('undici:request:create', onCreate);
    diagnostics.unsubscribe('undici:request:headers', onHeaders);
    diagnostics.unsubscribe('undici:request:error', onError);
  };
}
