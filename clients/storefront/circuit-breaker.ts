// Fast failure while the shop is away: after a few reads in a row that timed out or found nobody, the breaker
// opens and later reads fail at once instead of each holding a shopper for the whole time limit. While open, one
// probe per interval asks the shop again in the background (with the longer background time limit); the first
// answer closes the breaker. No shopper waits on a probe, so at most one shopper per interval (none, in fact)
// pays a timeout once the breaker is open.

/** Consecutive failed reads that open the breaker. */
export const SHOP_BREAKER_FAILURES_TO_OPEN = 3;
/** How often an open breaker asks the shop again. */
export const SHOP_BREAKER_PROBE_INTERVAL_MS = 5_000;

export type BreakerState = 'closed' | 'open';

export type CircuitBreakerOptions = {
  failuresToOpen?: number;
  probeIntervalMs?: number;
  /** Asks the service once, bypassing the breaker; resolves when it answered. */
  probe: () => Promise<unknown>;
  /** Which errors mean the service is away (the others mean it answered, e.g. it refused a bad request). */
  isOutage: (error: unknown) => boolean;
  /** What a call gets instead of an answer while the breaker is open. */
  openError: () => Error;
  now?: () => number;
};

export class CircuitBreaker {
  #failures = 0;
  #openedAt: number | null = null;
  #lastProbeAt = 0;
  #probing: Promise<void> | null = null;
  readonly #options: Required<CircuitBreakerOptions>;

  constructor(options: CircuitBreakerOptions) {
    this.#options = { failuresToOpen: SHOP_BREAKER_FAILURES_TO_OPEN, probeIntervalMs: SHOP_BREAKER_PROBE_INTERVAL_MS, now: Date.now, ...options };
  }

  get state(): BreakerState {
    return this.#openedAt === null ? 'closed' : 'open';
  }

  /** Since when the breaker has been open (epoch ms), or null while closed. */
  get openSince(): number | null {
    return this.#openedAt;
  }

  /** Runs `call` while closed; while open, throws openError() at once and starts a probe when one is due. */
  async run<T>(call: () => Promise<T>): Promise<T> {
    if (this.#openedAt !== null) {
      this.#probeWhenDue();
      throw this.#options.openError();
    }
    try {
      const result = await call();
      this.#failures = 0;
      return result;
    } catch (error) {
      if (this.#options.isOutage(error)) this.#recordOutage();
      else this.#failures = 0;
      throw error;
    }
  }

  /**
   * Runs `call` whatever the state, as a probe a caller chose to wait for (a shopper asking again on purpose):
   * its answer closes the breaker, an outage counts as usual.
   */
  async probeWith<T>(call: () => Promise<T>): Promise<T> {
    try {
      const result = await call();
      this.#openedAt = null;
      this.#failures = 0;
      return result;
    } catch (error) {
      if (this.#options.isOutage(error)) this.#recordOutage();
      throw error;
    }
  }

  /** Resolves once a probe under way (if any) has finished (tests, readiness). */
  async settled(): Promise<void> {
    await this.#probing;
  }

  #recordOutage(): void {
    this.#failures += 1;
    if (this.#failures >= this.#options.failuresToOpen && this.#openedAt === null) {
      this.#openedAt = this.#options.now();
      this.#lastProbeAt = this.#openedAt;
    }
  }

  #probeWhenDue(): void {
    const now = this.#options.now();
    if (this.#probing || now - this.#lastProbeAt < this.#options.probeIntervalMs) return;
    this.#lastProbeAt = now;
    this.#probing = this.#options
      .probe()
      .then(
        () => {
          this.#openedAt = null;
          this.#failures = 0;
        },
        () => {},
      )
      .finally(() => {
        this.#probing = null;
      });
  }
}
