// The site's metrics as server.ts starts them: none when they cannot be read (no METRICS_PORT, no METRICS_TOKEN),
// else the registry with request metrics, Node's own and the CMS and shop calls; app.ts adds what its parts count.
import { Gauge } from 'prom-client';
import type { SiteConfig } from '../config/config.ts';
import type { ContentStore } from '../content/content-store.ts';
import { metricsEnabled } from './metrics-config.ts';
import { observeOutgoingCalls, upstreamsOf } from './metrics-outgoing.ts';
import { createSiteMetrics, type SiteMetrics } from './metrics.ts';

export function siteMetrics(config: SiteConfig, content: Pick<ContentStore, 'current'>): SiteMetrics | null {
  if (!metricsEnabled(config.metrics)) return null;
  // Articles and pages share the one-segment URL shape; the content tells them apart.
  const metrics = createSiteMetrics({ isArticle: (slug) => content.current.articles.has(slug) });
  observeOutgoingCalls(metrics.registry, upstreamsOf({ cmsBaseUrl: config.cms.baseUrl, shopEndpoint: config.shop.endpoint }));
  // The alert on stale content compares the content's age with this (deploy/prometheus/alerts.yml).
  new Gauge({
    name: 'site_content_refresh_interval_seconds',
    help: 'How often this instance refreshes its content from the CMS (CONTENT_REFRESH_INTERVAL_MS).',
    registers: [metrics.registry],
  }).set(config.contentRefreshIntervalMs / 1000);
  return metrics;
}
