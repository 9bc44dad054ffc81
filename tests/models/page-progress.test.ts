import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_BAR_THROTTLE_MS } from '../../shop-rules/constants.ts';
import { pageProgress, trackRequest } from '../../models/page-progress.ts';
import { PROGRESS_FAILED_HIDE_MS, PROGRESS_FINISH_HIDE_MS } from '../../models/progress-tracker.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(async () => {
  await vi.advanceTimersByTimeAsync(PROGRESS_FAILED_HIDE_MS + PROGRESS_FINISH_HIDE_MS);
  vi.useRealTimers();
});

describe('the page progress API', () => {
  it('shows the bar while a tracked request is in flight and returns its result', async () => {
    let resolve!: (value: string) => void;
    const request = trackRequest(new Promise<string>((r) => (resolve = r)));
    await vi.advanceTimersByTimeAsync(PROGRESS_BAR_THROTTLE_MS);
    expect(pageProgress.getState().phase).toBe('running');
    resolve('added');
    await expect(request).resolves.toBe('added');
    expect(pageProgress.getState().phase).toBe('finishing');
  });

  it('shows the failed state when a tracked request rejects, and passes the rejection on', async () => {
    const request = trackRequest(Promise.reject(new Error('shop unavailable')));
    await expect(request).rejects.toThrow('shop unavailable');
    expect(pageProgress.getState().phase).toBe('failed');
  });

  it('shows the failed state for a request that settles to a failure it reports itself (a form not sent)', async () => {
    let resolve!: (outcome: { ok: boolean }) => void;
    const request = trackRequest(new Promise<{ ok: boolean }>((r) => (resolve = r)), (outcome) => !outcome.ok);
    await vi.advanceTimersByTimeAsync(PROGRESS_BAR_THROTTLE_MS);
    expect(pageProgress.getState().phase).toBe('running');
    resolve({ ok: false });
    await expect(request).resolves.toEqual({ ok: false });
    expect(pageProgress.getState().phase).toBe('failed');
  });

  it('completes normally for a request whose result is not a failure', async () => {
    const request = trackRequest(Promise.resolve({ ok: true }), (outcome) => !outcome.ok);
    await vi.advanceTimersByTimeAsync(PROGRESS_BAR_THROTTLE_MS);
    await request;
    expect(pageProgress.getState().phase).toBe('hidden');
  });
});
