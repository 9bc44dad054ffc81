// The one progress bar of the page and the small API the rest of the site uses to drive it.
import { createProgressTracker, type ProgressTracker } from './progress-tracker.ts';

export const pageProgress = createProgressTracker();

/** Settles to a value that still counts as a failure (a form's `{ ok: false }` outcome, which never rejects). */
export type FailedWhen<T> = (result: T) => boolean;

/** Ties requests to one tracker: the bar shows while each is in flight, and fails with it. */
export function requestTracker(tracker: ProgressTracker) {
  return function track<T>(request: Promise<T>, failedWhen?: FailedWhen<T>): Promise<T> {
    const end = tracker.begin();
    request.then(
      (result) => end(failedWhen?.(result) ? 'failed' : 'done'),
      () => end('failed'),
    );
    return request;
  };
}

/**
 * Shows the progress bar while `request` is in flight (cart and form requests, /buy asking the shop again); a
 * rejection, or a result `failedWhen` calls a failure, shows the failed state. Returns the same promise, so it wraps a call in place:
 * `await trackRequest(fetch(…))`. The stores receive it through their environment (renderer/+Wrapper.tsx).
 */
export const trackRequest = requestTracker(pageProgress);
