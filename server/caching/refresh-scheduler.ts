// Turns CMS webhooks into content refreshes within seconds. Bursts (an editor publishing several entries)
// are coalesced into one refresh; a webhook arriving during a refresh gets one more afterwards.
import { errorMessage, log } from '../logging/logger.ts';

/** Long enough to gather a burst of webhooks, short enough to feel immediate. */
export const REVALIDATE_DEBOUNCE_MS = 500;

export class RefreshScheduler {
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #again = false;

  constructor(
    private readonly refresh: () => Promise<unknown>,
    private readonly debounceMs = REVALIDATE_DEBOUNCE_MS,
  ) {}

  request(): void {
    if (this.#running) {
      this.#again = true;
      return;
    }
    if (this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#run();
    }, this.debounceMs);
    this.#timer.unref();
  }

  /** Resolves once no refresh is waiting or running. */
  async idle(): Promise<void> {
    while (this.#timer || this.#running) {
      if (this.#running) await this.#running;
      else await new Promise((resolve) => setTimeout(resolve, this.debounceMs));
    }
  }

  #run(): void {
    this.#running = (async () => {
      try {
        // A refresh already in flight (the periodic one) may have read the CMS before this publish, and
        // ContentStore.refresh() joins it; the second round certainly starts after the webhook arrived.
        await this.refresh();
        await this.refresh();
      } catch (error) {
        log.error('content.revalidate_failed', { reason: errorMessage(error) });
      }
    })().finally(() => {
      this.#running = null;
      if (this.#again) {
        this.#again = false;
        this.request();
      }
    });
  }
}
