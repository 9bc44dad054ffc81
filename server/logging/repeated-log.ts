// A dependency that is down fails every request the same way: such a line is written once per interval, then
// once more at the interval's end with how many times it was seen meanwhile, instead of once per request.
import { log } from './logger.ts';

export const REPEATED_LOG_INTERVAL_MS = 10_000;

type Seen = { repeats: number };

export class RepeatedLog {
  readonly #seen = new Map<string, Seen>();

  constructor(private readonly intervalMs = REPEATED_LOG_INTERVAL_MS) {}

  /** `fields` must be the same for the same problem (no ids or durations), since they tell repeats apart. */
  warn(event: string, fields: Record<string, unknown>): void {
    this.#write('warn', event, fields);
  }

  error(event: string, fields: Record<string, unknown>): void {
    this.#write('error', event, fields);
  }

  #write(level: 'warn' | 'error', event: string, fields: Record<string, unknown>): void {
    const key = `${level} ${event} ${JSON.stringify(fields)}`;
    const seen = this.#seen.get(key);
    if (seen) {
      seen.repeats += 1;
      return;
    }
    log[level](event, fields);
    const entry: Seen = { repeats: 0 };
    this.#seen.set(key, entry);
    setTimeout(() => {
      this.#seen.delete(key);
      if (entry.repeats > 0) log[level](event, { ...fields, repeated: entry.repeats, withinMs: this.intervalMs });
    }, this.intervalMs).unref();
  }
}

/** The process's one: every repeat of a line is counted in the same place. */
export const repeatedLog = new RepeatedLog();
