// The loading progress bar's state (spec §4 "Loading progress bar", §9): it appears only when work outlasts
// PROGRESS_BAR_THROTTLE_MS (quick navigations never flash a bar), fills over PROGRESS_BAR_DURATION_MS and can
// end in a failed state. Any number of tasks (a page transition, cart or form requests) share one bar.
import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_THROTTLE_MS } from '../shop-rules/constants.ts';

export type ProgressPhase = 'hidden' | 'running' | 'finishing' | 'failed';
export type ProgressState = Readonly<{ phase: ProgressPhase; percent: number }>;
export type TaskOutcome = 'done' | 'failed';
/** Ends one task; later calls are ignored. */
export type EndTask = (outcome?: TaskOutcome) => void;

/** How often the running bar advances. */
export const PROGRESS_TICK_MS = 100;
/** A finished bar stays full this long before it hides (long enough for the fade-out). */
export const PROGRESS_FINISH_HIDE_MS = 400;
/** A failed bar stays this long so the shopper can notice it. */
export const PROGRESS_FAILED_HIDE_MS = 1500;

export const HIDDEN_PROGRESS: ProgressState = { phase: 'hidden', percent: 0 };

export type ProgressTracker = {
  /** Starts a task; the bar shows if some task is still running after the throttle. */
  begin(): EndTask;
  getState(): ProgressState;
  subscribe(listener: () => void): () => void;
};

export function createProgressTracker(): ProgressTracker {
  let state: ProgressState = HIDDEN_PROGRESS;
  let running = 0;
  let failedSinceStart = false;
  let shownAt = 0;
  let throttle: ReturnType<typeof setTimeout> | null = null;
  let tick: ReturnType<typeof setInterval> | null = null;
  let hide: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();

  const set = (next: ProgressState) => {
    if (next.phase === state.phase && next.percent === state.percent) return;
    state = next;
    for (const listener of listeners) listener();
  };
  const clearTimers = () => {
    if (throttle) clearTimeout(throttle);
    if (tick) clearInterval(tick);
    if (hide) clearTimeout(hide);
    throttle = tick = hide = null;
  };
  const elapsedPercent = () => Math.min(100, ((Date.now() - shownAt) / PROGRESS_BAR_DURATION_MS) * 100);

  function show() {
    throttle = null;
    shownAt = Date.now();
    set({ phase: 'running', percent: 0 });
    tick = setInterval(() => set({ phase: 'running', percent: elapsedPercent() }), PROGRESS_TICK_MS);
  }

  function settle() {
    const failed = failedSinceStart;
    const wasShown = state.phase === 'running';
    clearTimers();
    failedSinceStart = false;
    // A quick success never showed a bar and needs none; a failure always shows, however quick.
    if (!wasShown && !failed) return set(HIDDEN_PROGRESS);
    set({ phase: failed ? 'failed' : 'finishing', percent: 100 });
    hide = setTimeout(
      () => {
        hide = null;
        set(HIDDEN_PROGRESS);
      },
      failed ? PROGRESS_FAILED_HIDE_MS : PROGRESS_FINISH_HIDE_MS,
    );
  }

  return {
    begin() {
      running += 1;
      if (running === 1) {
        clearTimers();
        failedSinceStart = false;
        // A bar still fading from the last task restarts at once rather than vanishing and reappearing.
        if (state.phase === 'hidden') throttle = setTimeout(show, PROGRESS_BAR_THROTTLE_MS);
        else show();
      }
      let ended = false;
      return (outcome = 'done') => {
        if (ended) return;
        ended = true;
        running -= 1;
        if (outcome === 'failed') failedSinceStart = true;
        if (running === 0) settle();
      };
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
