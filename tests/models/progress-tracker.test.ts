import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_THROTTLE_MS } from '../../shop-rules/constants.ts';
import { createProgressTracker, PROGRESS_FAILED_HIDE_MS, PROGRESS_FINISH_HIDE_MS, type ProgressTracker } from '../../models/progress-tracker.ts';

let tracker: ProgressTracker;
beforeEach(() => {
  vi.useFakeTimers();
  tracker = createProgressTracker();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the loading progress bar', () => {
  it('uses the spec timings: 200 ms throttle, 5000 ms run', () => {
    expect(PROGRESS_BAR_THROTTLE_MS).toBe(200);
    expect(PROGRESS_BAR_DURATION_MS).toBe(5000);
  });

  it('stays hidden during the 200 ms throttle', () => {
    tracker.begin();
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS - 1);
    expect(tracker.getState().phase).toBe('hidden');
    vi.advanceTimersByTime(1);
    expect(tracker.getState()).toEqual({ phase: 'running', percent: 0 });
  });

  it('never shows for work that ends within the throttle', () => {
    const end = tracker.begin();
    vi.advanceTimersByTime(150);
    end();
    vi.advanceTimersByTime(10_000);
    expect(tracker.getState().phase).toBe('hidden');
  });

  it('fills over 5000 ms once shown', () => {
    tracker.begin();
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS + PROGRESS_BAR_DURATION_MS / 2);
    expect(tracker.getState().percent).toBeCloseTo(50, 0);
    vi.advanceTimersByTime(PROGRESS_BAR_DURATION_MS / 2);
    expect(tracker.getState()).toEqual({ phase: 'running', percent: 100 });
    vi.advanceTimersByTime(PROGRESS_BAR_DURATION_MS);
    expect(tracker.getState().percent).toBe(100);
  });

  it('completes and then hides when the work ends', () => {
    const end = tracker.begin();
    vi.advanceTimersByTime(1000);
    end();
    expect(tracker.getState()).toEqual({ phase: 'finishing', percent: 100 });
    vi.advanceTimersByTime(PROGRESS_FINISH_HIDE_MS);
    expect(tracker.getState().phase).toBe('hidden');
  });

  it('shows the failed state when the work fails, then hides', () => {
    const end = tracker.begin();
    vi.advanceTimersByTime(1000);
    end('failed');
    expect(tracker.getState()).toEqual({ phase: 'failed', percent: 100 });
    vi.advanceTimersByTime(PROGRESS_FAILED_HIDE_MS - 1);
    expect(tracker.getState().phase).toBe('failed');
    vi.advanceTimersByTime(1);
    expect(tracker.getState().phase).toBe('hidden');
  });

  it('shows a failure even when it comes within the throttle', () => {
    const end = tracker.begin();
    vi.advanceTimersByTime(50);
    end('failed');
    expect(tracker.getState().phase).toBe('failed');
  });

  it('runs one bar until the last of several overlapping tasks ends', () => {
    const endNavigation = tracker.begin();
    vi.advanceTimersByTime(300);
    const endRequest = tracker.begin();
    endNavigation();
    expect(tracker.getState().phase).toBe('running');
    vi.advanceTimersByTime(700);
    endRequest();
    expect(tracker.getState().phase).toBe('finishing');
  });

  it('ignores a task ended twice', () => {
    const first = tracker.begin();
    tracker.begin();
    vi.advanceTimersByTime(300);
    first();
    first();
    expect(tracker.getState().phase).toBe('running');
  });

  it('tells subscribers when the bar changes', () => {
    const listener = vi.fn();
    const unsubscribe = tracker.subscribe(listener);
    tracker.begin();
    vi.advanceTimersByTime(PROGRESS_BAR_THROTTLE_MS);
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    listener.mockClear();
    vi.advanceTimersByTime(1000);
    expect(listener).not.toHaveBeenCalled();
  });
});
