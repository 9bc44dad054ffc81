// A clock whose time only moves when the test says so; timers run in due order as it passes them.
import type { DelivererClock } from '../../../server/forms/form-deliverer.ts';

export class ManualClock implements DelivererClock {
  #now: number;
  #nextId = 1;
  readonly #timers = new Map<number, { at: number; run: () => void }>();

  constructor(start = Date.UTC(2026, 0, 1)) {
    this.#now = start;
  }

  now = () => this.#now;

  setTimeout = (run: () => void, ms: number) => {
    const id = this.#nextId++;
    this.#timers.set(id, { at: this.#now + ms, run });
    return id;
  };

  clearTimeout = (handle: unknown) => {
    this.#timers.delete(handle as number);
  };

  /** When the earliest timer is due, or null when none is set. */
  get nextTimerAt(): number | null {
    const times = [...this.#timers.values()].map((timer) => timer.at);
    return times.length > 0 ? Math.min(...times) : null;
  }

  /** Moves time forward by `ms`, running every timer that falls due on the way. */
  advance(ms: number): void {
    const until = this.#now + ms;
    for (;;) {
      const due = [...this.#timers.entries()].filter(([, timer]) => timer.at <= until).sort(([, a], [, b]) => a.at - b.at)[0];
      if (!due) break;
      this.#timers.delete(due[0]);
      this.#now = Math.max(this.#now, due[1].at);
      due[1].run();
    }
    this.#now = until;
  }
}
