// One timer at a time for a job the deliverer runs again and again (a flush, a spool move), with the run
// under way kept so stop() and tests can wait for it. The job runs outside the request that scheduled it: its
// log lines are the process's, not that shopper's.
import { outsideRequest } from '../logging/request-context.ts';

/** Time and timers, injectable so tests control them. */
export type DelivererClock = { now(): number; setTimeout(run: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };

export const systemClock: DelivererClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms).unref(), // never keeps the process alive on its own
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export class TimedJob {
  #timer: unknown = null;
  #running: Promise<void> | null = null;

  constructor(
    private readonly clock: DelivererClock,
    private readonly job: () => Promise<void>,
  ) {}

  /** The run under way, if any. */
  get running(): Promise<void> | null {
    return this.#running;
  }

  /** Runs the job in delayMs; `replacePending: false` keeps a run already waiting, `true` replaces it. */
  schedule(delayMs: number, { replacePending }: { replacePending: boolean }): void {
    if (this.#timer !== null) {
      if (!replacePending) return;
      this.clock.clearTimeout(this.#timer);
    }
    this.#timer = outsideRequest(() =>
      this.clock.setTimeout(() => {
        this.#timer = null;
        this.#running = this.job().finally(() => {
          this.#running = null;
        });
      }, delayMs),
    );
  }

  cancel(): void {
    if (this.#timer !== null) this.clock.clearTimeout(this.#timer);
    this.#timer = null;
  }
}
