// /readyz names the dependencies that are away without taking a content-serving instance out of rotation, and
// a failure repeated on every request is logged once per interval with a count.
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CircuitBreaker } from '../../../clients/storefront/circuit-breaker.ts';
import { degradedDependencies } from '../../../server/health/dependency-health.ts';
import { setLogLevel } from '../../../server/logging/logger.ts';
import { mountReadiness } from '../../../server/health/readiness.ts';
import { RepeatedLog } from '../../../server/logging/repeated-log.ts';

function openBreaker(): CircuitBreaker {
  const breaker = new CircuitBreaker({
    failuresToOpen: 1,
    probe: async () => {},
    isOutage: () => true,
    openError: () => new Error('open'),
    now: () => Date.parse('2026-11-26T02:00:00Z'),
  });
  void breaker.run(() => Promise.reject(new Error('timeout'))).catch(() => {});
  return breaker;
}

describe('/readyz while dependencies are away', () => {
  it('stays 200 for an instance with content, and lists the open shop breaker and the unreachable form outbox with what waits in the spool', async () => {
    const breaker = openBreaker();
    await Promise.resolve();
    const app = new Hono();
    const forms = { health: () => ({ outboxDownSince: Date.parse('2026-11-26T02:00:05Z'), spooled: 12, oldestSpooledAt: Date.parse('2026-11-26T02:00:06Z') }) };
    mountReadiness(app, { complete: true }, () => degradedDependencies({ shop: { breaker }, forms }));
    const response = await app.request('/readyz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ready',
      degraded: [
        { name: 'shop', since: '2026-11-26T02:00:00.000Z', detail: expect.stringContaining('last catalogue') },
        {
          name: 'form-outbox',
          since: '2026-11-26T02:00:05.000Z',
          detail: expect.stringContaining("12 submission(s) kept in this instance's spool until moved there, the oldest since 2026-11-26T02:00:06.000Z"),
          spool: { submissions: 12, oldestSince: '2026-11-26T02:00:06.000Z' },
        },
      ],
    });
  });

  it('lists nothing when every dependency answers', () => {
    expect(degradedDependencies({ shop: { breaker: null }, forms: { health: () => ({ outboxDownSince: null, spooled: 0, oldestSpooledAt: null }) } })).toEqual(
      [],
    );
  });
});

describe('repeated errors', () => {
  afterEach(() => {
    setLogLevel('silent');
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('are written once, then once more at the end of the interval with how many times they came meanwhile', () => {
    vi.useFakeTimers();
    setLogLevel('info');
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => lines.push(String(chunk)) > 0);
    const repeated = new RepeatedLog(10_000);
    for (let i = 0; i < 500; i += 1) repeated.error('form.not_stored', { kind: 'subscribe', error: 'connect ECONNREFUSED' });
    repeated.error('form.not_stored', { kind: 'contact', error: 'connect ECONNREFUSED' });
    expect(lines).toHaveLength(2);
    vi.advanceTimersByTime(10_000);
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>).map(({ event, kind, repeated: count }) => ({ event, kind, count }))).toEqual([
      { event: 'form.not_stored', kind: 'subscribe', count: undefined },
      { event: 'form.not_stored', kind: 'contact', count: undefined },
      { event: 'form.not_stored', kind: 'subscribe', count: 499 },
    ]);
    repeated.error('form.not_stored', { kind: 'subscribe', error: 'connect ECONNREFUSED' });
    expect(lines).toHaveLength(4);
  });
});
