// At most `limit` pieces of work at once, and at most `maxWaiting` waiting for a turn: beyond that the caller is
// told to come back (503 with Retry-After) instead of queueing without bound, so memory stays bounded.
import { ImageServiceError } from './image-errors.ts';

export type Release = () => void;

export class WorkLimiter {
  #active = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(
    readonly limit: number,
    /** Infinity where the callers are already bounded by an earlier stage. */
    readonly maxWaiting: number,
    readonly retryAfterSeconds = 5,
  ) {}

  get active(): number {
    return this.#active;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  /** Resolves with the function that ends this turn (call it exactly once). */
  async acquire(): Promise<Release> {
    if (this.#active >= this.limit) {
      if (this.#waiting.length >= this.maxWaiting) {
        throw new ImageServiceError(503, `The image service is busy (${this.#active} at work, ${this.#waiting.length} waiting).`, {
          retryAfterSeconds: this.retryAfterSeconds,
        });
      }
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#active += 1;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiting.shift();
      // The turn passes straight to the next waiter; the count stays the same.
      if (next) next();
      else this.#active -= 1;
    };
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }
}
