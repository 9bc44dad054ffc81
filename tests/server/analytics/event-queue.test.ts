import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { AnalyticsCounts, SITE_STORE_DESTINATION } from '../../../server/analytics/analytics-counts.ts';
import { registerAnalyticsMetrics } from '../../../server/analytics/analytics-metrics.ts';
import { EventQueue, storeWrite } from '../../../server/analytics/event-queue.ts';

function queueWith(write: (items: number[]) => Promise<void>, { capacity = 2_000, batchSize = 500 } = {}) {
  const counts = new AnalyticsCounts();
  const site = counts.destination(SITE_STORE_DESTINATION);
  const queue = new EventQueue<number>({ capacity, batchSize, flushIntervalMs: 60_000, write: storeWrite(write, site), counts: site });
  return { queue, counts };
}

const range = (n: number) => Array.from({ length: n }, (_, index) => index);

describe('the analytics queue', () => {
  it('writes what it holds in batched inserts of at most the batch size, in order', async () => {
    const writes: number[][] = [];
    const { queue, counts } = queueWith(async (items) => void writes.push(items));
    queue.offer(range(1_200));
    await queue.drain();
    expect(writes.map((batch) => batch.length)).toEqual([500, 500, 200]);
    expect(writes.flat()).toEqual(range(1_200));
    expect(counts.destination(SITE_STORE_DESTINATION).snapshot()).toEqual({ accepted: 1_200, dropped: 0, stored: 1_200, failed: 0 });
  });

  it('under overload drops what does not fit and counts it; nothing is lost without a count', async () => {
    let release!: () => void;
    const stalled = new Promise<void>((resolve) => (release = resolve));
    const { queue, counts } = queueWith(() => stalled, { capacity: 100, batchSize: 50 });
    // The first 50 are taken by a write that does not finish (a slow database); 100 more fill the queue.
    expect(queue.offer(range(50))).toEqual({ accepted: 50, dropped: 0 });
    expect(queue.offer(range(150))).toEqual({ accepted: 100, dropped: 50 });
    expect(queue.offer(range(10))).toEqual({ accepted: 0, dropped: 10 });
    release();
    await queue.drain();
    const snapshot = counts.destination(SITE_STORE_DESTINATION).snapshot();
    expect(snapshot).toEqual({ accepted: 150, dropped: 60, stored: 150, failed: 0 });
    expect(snapshot.accepted + snapshot.dropped).toBe(210);
  });

  it('counts a batch the store refuses as failed, and goes on with the next', async () => {
    let calls = 0;
    const { queue, counts } = queueWith(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database is away');
    });
    queue.offer(range(700));
    await queue.drain();
    expect(counts.destination(SITE_STORE_DESTINATION).snapshot()).toEqual({ accepted: 700, dropped: 0, stored: 200, failed: 500 });
  });

  it('takes no more once stopped, and writes what it held', async () => {
    const written: number[] = [];
    const { queue } = queueWith(async (items) => void written.push(...items));
    queue.offer(range(3));
    await queue.stop();
    expect(written).toEqual([0, 1, 2]);
    expect(queue.offer([9])).toEqual({ accepted: 0, dropped: 1 });
  });

  it('shows the counts per destination and outcome, refusals and the queue length as Prometheus metrics', async () => {
    const { queue, counts } = queueWith(() => new Promise(() => {}), { capacity: 10, batchSize: 5 });
    queue.offer(range(20));
    counts.refused('invalid');
    const registry = new Registry();
    registerAnalyticsMetrics(registry, counts, () => queue.length);
    const text = await registry.metrics();
    // 10 fit; 5 of them are being written (a write that never ends), 5 wait.
    expect(text).toContain('site_analytics_events_total{destination="site",outcome="accepted"} 10');
    expect(text).toContain('site_analytics_events_total{destination="site",outcome="dropped"} 10');
    expect(text).toContain('site_analytics_events_total{destination="site",outcome="stored"} 0');
    expect(text).toContain('site_analytics_batches_refused_total{reason="invalid"} 1');
    expect(text).toContain('site_analytics_queue_events 5');
  });
});
