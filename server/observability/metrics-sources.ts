// Metrics read from the site's parts: the page cache's counts, the content's age and refresh failures, the form
// outbox's backlog, engine purges. Counts a part keeps itself are read when Prometheus scrapes (collect()), so
// nothing is done per request; events a part reports through its observer hook are counted as they happen.
import { Counter, Gauge, type Registry } from 'prom-client';
import type { RefreshReport } from '../content/content-store.ts';
import type { OutboxBacklog } from '../forms/form-outbox.ts';
import type { FormStoreHealth } from '../forms/durable-form-store.ts';
import { answerWithin } from '../health/answer-within.ts';

/** What the page cache counts (server/caching/page-cache.ts stats()); the buy-render numbers when it keeps them. */
export type PageCacheCounts = { hits: number; misses: number; buyReuseHits?: number; buyReuseMisses?: number; entries?: number; bytes?: number };

export type MetricSources = {
  pageCache?: { stats(): PageCacheCounts };
  content?: {
    onRefreshed(listener: (report: RefreshReport) => void): unknown;
    readonly complete: boolean;
  };
  forms?: { outbox: { backlog(): Promise<OutboxBacklog> }; health(): FormStoreHealth; storedCounts?(): Readonly<Record<'outbox' | 'spool', number>> };
  now?: () => number;
};

/** A scrape never waits longer than this on the outbox's database (a stopped PostgreSQL must not hang /metrics). */
export const OUTBOX_READ_LIMIT_MS = 1_000;

const within = <T>(promise: Promise<T>, ms: number) => answerWithin(promise, ms, () => new Error(`no answer within ${ms} ms`));

function pageCacheMetrics(registry: Registry, cache: { stats(): PageCacheCounts }): void {
  new Counter({
    name: 'site_page_cache_lookups_total',
    help: "Page cache lookups by cache ('page': shared pages; 'buy-render': /buy renders reused) and result (hit, miss).",
    labelNames: ['cache', 'result'],
    registers: [registry],
    collect() {
      const stats = cache.stats();
      this.reset();
      this.inc({ cache: 'page', result: 'hit' }, stats.hits);
      this.inc({ cache: 'page', result: 'miss' }, stats.misses);
      if (stats.buyReuseHits !== undefined) this.inc({ cache: 'buy-render', result: 'hit' }, stats.buyReuseHits);
      if (stats.buyReuseMisses !== undefined) this.inc({ cache: 'buy-render', result: 'miss' }, stats.buyReuseMisses);
    },
  });
  new Gauge({
    name: 'site_page_cache_entries',
    help: 'Pages and /buy renders the page cache keeps.',
    registers: [registry],
    collect() {
      this.set(cache.stats().entries ?? 0);
    },
  });
}

function contentMetrics(registry: Registry, content: NonNullable<MetricSources['content']>, now: () => number): void {
  const started = now();
  let lastSuccess: number | null = null;
  const refreshes = new Counter({
    name: 'site_content_refreshes_total',
    help: "CMS refreshes by outcome ('ok': every resource fetched; 'failed': at least one kept its last good version).",
    labelNames: ['outcome'],
    registers: [registry],
  });
  refreshes.inc({ outcome: 'ok' }, 0);
  refreshes.inc({ outcome: 'failed' }, 0);
  content.onRefreshed((report) => {
    const failed = report.failed.length > 0;
    refreshes.inc({ outcome: failed ? 'failed' : 'ok' });
    if (!failed) lastSuccess = now();
  });
  new Gauge({
    name: 'site_content_age_seconds',
    help: 'Seconds since this instance last refreshed every content resource from the CMS (since it started, when it has not yet).',
    registers: [registry],
    collect() {
      this.set((now() - (lastSuccess ?? started)) / 1000);
    },
  });
  new Gauge({
    name: 'site_content_complete',
    help: 'Whether this instance has a good version of every content resource (1), so it is ready to serve pages, or not (0).',
    registers: [registry],
    collect() {
      this.set(content.complete ? 1 : 0);
    },
  });
}

function formMetrics(registry: Registry, forms: NonNullable<MetricSources['forms']>, now: () => number): void {
  // One read per scrape, shared by the three gauges (a scrape collects them together).
  let reading: Promise<OutboxBacklog | null> | null = null;
  const read = () =>
    (reading ??= within(forms.outbox.backlog(), OUTBOX_READ_LIMIT_MS)
      .catch(() => null)
      .finally(() => (reading = null)));
  new Gauge({
    name: 'site_form_outbox_pending',
    help: 'Form submissions in the outbox waiting to be delivered to the CMS (shared by the instances on one database).',
    registers: [registry],
    async collect() {
      const backlog = await read();
      if (backlog) this.set(backlog.pending);
    },
  });
  new Gauge({
    name: 'site_form_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest form submission not yet delivered to the CMS (0 when none waits).',
    registers: [registry],
    async collect() {
      const backlog = await read();
      if (backlog) this.set(backlog.oldestPendingAt === null ? 0 : Math.max(0, (now() - backlog.oldestPendingAt) / 1000));
    },
  });
  new Gauge({
    name: 'site_form_outbox_reachable',
    help: 'Whether the form outbox answered this scrape (1) or not (0; the backlog gauges keep their last value).',
    registers: [registry],
    async collect() {
      this.set((await read()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'site_form_spooled',
    help: "Form submissions kept in this instance's spool while the shared outbox cannot be reached.",
    registers: [registry],
    collect() {
      this.set(forms.health().spooled);
    },
  });
  new Gauge({
    name: 'site_form_spool_oldest_age_seconds',
    help: "Age of the oldest submission in this instance's spool (0 when it is empty): it should fall once the outbox answers.",
    registers: [registry],
    collect() {
      const { oldestSpooledAt } = forms.health();
      this.set(oldestSpooledAt === null ? 0 : Math.max(0, (now() - oldestSpooledAt) / 1000));
    },
  });
  const storedCounts = forms.storedCounts?.bind(forms);
  if (storedCounts) {
    new Counter({
      name: 'site_form_stored_total',
      help: "Form submissions this instance stored, by where: the shared outbox or, when it did not answer in time, the instance's spool.",
      labelNames: ['in'],
      registers: [registry],
      collect() {
        const counts = storedCounts();
        this.reset();
        this.inc({ in: 'outbox' }, counts.outbox);
        this.inc({ in: 'spool' }, counts.spool);
      },
    });
  }
}

/** The metrics read from the site's parts (each one that is given). */
export function registerSourceMetrics(registry: Registry, sources: MetricSources): void {
  const now = sources.now ?? Date.now;
  if (sources.pageCache) pageCacheMetrics(registry, sources.pageCache);
  if (sources.content) contentMetrics(registry, sources.content, now);
  if (sources.forms) formMetrics(registry, sources.forms, now);
}
