// The one progress bar of the page and the small API the rest of the site uses to drive it.
import { createProgressTracker, type EndTask } from './progress-tracker.ts';

export const pageProgress = createProgressTracker();

/**
 * Shows the progress bar while `request` is in flight (cart and form requests); a rejection shows the
 * failed state. Returns the same promise, so it wraps a call in place: `await trackRequest(fetch(…))`.
 */
export function trackRequest<T>(request: Promise<T>): Promise<T> {
  const end = pageProgress.begin();
  request.then(
    () => end('done'),
    () => end('failed'),
  );
  return request;
}

let endNavigation: EndTask | null = null;

/** Called when client navigation starts (renderer/+onPageTransitionStart.ts); repeated starts count once. */
export function startNavigationProgress() {
  endNavigation ??= pageProgress.begin();
}

/** Called when the new page is shown (renderer/+onPageTransitionEnd.ts). */
export function endNavigationProgress(failed: boolean) {
  endNavigation?.(failed ? 'failed' : 'done');
  endNavigation = null;
}
