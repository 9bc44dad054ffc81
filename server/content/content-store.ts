// Holds the current content snapshot. Each resource keeps its last good version: a failed, timed-out or
// invalid fetch is logged and leaves the old one in place, so a broken CMS response is never swapped in.
// The last good resources are persisted on disk, so a restart while the CMS is down still serves content.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { CmsClient } from '../../clients/cms/cms-client.ts';
import { CONTENT_RESOURCES, type ContentResource, fetchContentResource } from '../../clients/cms/content-resources.ts';
import { errorMessage, log } from '../logging/logger.ts';
import { assertValidResource, buildContentSnapshot, type ContentSnapshot, type RawContent } from '../../content/content-snapshot.ts';

/** How often an instance whose content is not yet complete (so not ready) asks the CMS again. */
export const INCOMPLETE_CONTENT_RETRY_MS = 10_000;

type StoredResource = { fetchedAt: string; body: unknown };
type PersistedContent = { version: 1; resources: Partial<Record<ContentResource, StoredResource>> };

/**
 * What the site adds to the CMS content (image placeholders, server/images/media-placeholders.ts): applied to each
 * snapshot as it is built, on copies, so the stored and persisted CMS bodies stay exactly as the CMS sent them.
 */
export type ContentDecorator = {
  /** The resources with what is already known added; returns the same objects where nothing is added. */
  decorate(raw: Partial<RawContent>): Partial<RawContent>;
  /** Works out what is still missing (in the background); resolves true when something new was learnt. */
  prepare(raw: Partial<RawContent>): Promise<boolean>;
};

export type RefreshReport = { updated: ContentResource[]; unchanged: ContentResource[]; failed: { resource: ContentResource; reason: string }[] };

export class ContentStore {
  #resources: Partial<Record<ContentResource, StoredResource>> = {};
  /** A digest of each resource as last accepted: whether a refresh changed it, without keeping a second copy (a blog of 10,000 articles is some 30 MB of JSON). */
  #digests: Partial<Record<ContentResource, string>> = {};
  #snapshot: ContentSnapshot = buildContentSnapshot({}, new Date(0).toISOString(), () => {});
  #refreshing: Promise<RefreshReport> | null = null;
  #timer: NodeJS.Timeout | null = null;
  #retryTimer: NodeJS.Timeout | null = null;
  #listeners = new Set<(snapshot: ContentSnapshot, previous: ContentSnapshot) => void>();
  #refreshListeners = new Set<(report: RefreshReport) => void>();

  constructor(private readonly options: { cms: CmsClient; persistPath: string; decorator?: ContentDecorator }) {}

  get current(): ContentSnapshot {
    return this.#snapshot;
  }

  /** True once every resource has a good version (fresh or from disk): the instance is ready (server/health/readiness.ts). */
  get complete(): boolean {
    return CONTENT_RESOURCES.every((resource) => this.#resources[resource]);
  }

  /** Called with the new snapshot and the one it replaced, each time the content changes. */
  onChange(listener: (snapshot: ContentSnapshot, previous: ContentSnapshot) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Called after each refresh with what it fetched and what failed (the metrics' content age and refresh failures). */
  onRefreshed(listener: (report: RefreshReport) => void): () => void {
    this.#refreshListeners.add(listener);
    return () => this.#refreshListeners.delete(listener);
  }

  /** Restores the last good content written by a previous run; invalid entries on disk are ignored. */
  async loadFromDisk(): Promise<ContentResource[]> {
    let persisted: PersistedContent;
    try {
      persisted = JSON.parse(await readFile(this.options.persistPath, 'utf8')) as PersistedContent;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') log.warn('content.disk_unreadable', { reason: errorMessage(error) });
      return [];
    }
    const restored: ContentResource[] = [];
    for (const resource of CONTENT_RESOURCES) {
      const stored = persisted.resources?.[resource];
      if (!stored) continue;
      try {
        assertValidResource(resource, stored.body);
        this.#accept(resource, stored);
        restored.push(resource);
      } catch (error) {
        log.warn('content.disk_resource_invalid', { resource, reason: errorMessage(error) });
      }
    }
    if (restored.length > 0) this.#rebuild({ decorateLater: true });
    log.info('content.restored_from_disk', { resources: restored });
    return restored;
  }

  /** Fetches all resources; concurrent callers share one refresh. */
  refresh(): Promise<RefreshReport> {
    this.#refreshing ??= this.#refresh().finally(() => {
      this.#refreshing = null;
    });
    return this.#refreshing;
  }

  startAutoRefresh(intervalMs: number): void {
    this.stopAutoRefresh();
    this.#timer = setInterval(() => void this.refresh(), intervalMs);
    this.#timer.unref();
    // An instance without complete content is not ready (server/health/readiness.ts): it asks the CMS again sooner.
    if (this.complete) return;
    this.#retryTimer = setInterval(
      () => {
        if (this.complete) this.#stopRetrying();
        else void this.refresh().then(() => this.complete && this.#stopRetrying());
      },
      Math.min(intervalMs, INCOMPLETE_CONTENT_RETRY_MS),
    );
    this.#retryTimer.unref();
  }

  stopAutoRefresh(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    this.#stopRetrying();
  }

  #stopRetrying(): void {
    if (this.#retryTimer) clearInterval(this.#retryTimer);
    this.#retryTimer = null;
  }

  async #refresh(): Promise<RefreshReport> {
    const report: RefreshReport = { updated: [], unchanged: [], failed: [] };
    const fetchedAt = new Date().toISOString();
    const results = await Promise.allSettled(
      CONTENT_RESOURCES.map(async (resource) => {
        const body = await fetchContentResource(this.options.cms, resource);
        assertValidResource(resource, body);
        return body;
      }),
    );
    results.forEach((result, index) => {
      const resource = CONTENT_RESOURCES[index]!;
      if (result.status === 'rejected') {
        const reason = errorMessage(result.reason);
        report.failed.push({ resource, reason });
        log.error('content.fetch_failed', { resource, reason, keeping: this.#resources[resource] ? 'last good version' : 'nothing (no good version yet)' });
      } else if (this.#accept(resource, { fetchedAt, body: result.value })) report.updated.push(resource);
      else report.unchanged.push(resource);
    });
    if (report.updated.length > 0) {
      this.#rebuild({ decorateLater: true });
      await this.#persist();
    }
    log.info('content.refreshed', { updated: report.updated, failed: report.failed.map((f) => f.resource) });
    for (const listener of this.#refreshListeners) listener(report);
    return report;
  }

  /** Stores a validated resource; returns whether its content changed. */
  #accept(resource: ContentResource, stored: StoredResource): boolean {
    const digest = createHash('sha256').update(JSON.stringify(stored.body)).digest('base64');
    if (this.#digests[resource] === digest) return false;
    this.#digests[resource] = digest;
    this.#resources[resource] = stored;
    return true;
  }

  #rebuild({ decorateLater = false }: { decorateLater?: boolean } = {}): void {
    const raw: Partial<RawContent> = {};
    for (const resource of CONTENT_RESOURCES) if (this.#resources[resource]) raw[resource] = this.#resources[resource]!.body;
    const fetchedAt = new Date().toISOString();
    const previous = this.#snapshot;
    const { decorator } = this.options;
    this.#snapshot = buildContentSnapshot(decorator ? decorator.decorate(raw) : raw, fetchedAt, (skip) => log.warn('content.block_skipped', skip));
    for (const listener of this.#listeners) listener(this.#snapshot, previous);
    // What the decorator learns later comes as one more snapshot; the content is served meanwhile (readiness never waits).
    if (decorator && decorateLater) {
      void decorator.prepare(raw).then(
        (learnt) => learnt && this.#rebuild(),
        (error: unknown) => log.warn('content.decoration_failed', { reason: errorMessage(error) }),
      );
    }
  }

  async #persist(): Promise<void> {
    const persisted: PersistedContent = { version: 1, resources: this.#resources };
    const temporary = `${this.options.persistPath}.${process.pid}.tmp`;
    try {
      await mkdir(dirname(this.options.persistPath), { recursive: true });
      await writeFile(temporary, JSON.stringify(persisted));
      await rename(temporary, this.options.persistPath); // atomic: a crash never leaves half a file
    } catch (error) {
      log.error('content.persist_failed', { path: this.options.persistPath, reason: errorMessage(error) });
    }
  }
}
