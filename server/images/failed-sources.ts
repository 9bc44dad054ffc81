// A source that failed (missing, not an image, too large, its host down) is remembered for a short while, so a
// broken picture on a busy page answers from memory instead of causing a storm of fetches and decodes.
import type { ImageServiceError } from './image-errors.ts';

export const FAILED_SOURCE_MEMORY_MS = 60_000;
const MAX_REMEMBERED = 1_000;

export class FailedSources {
  readonly #failures = new Map<string, { error: ImageServiceError; until: number }>();

  constructor(
    readonly memoryMs = FAILED_SOURCE_MEMORY_MS,
    readonly now: () => number = Date.now,
  ) {}

  remember(source: string, error: ImageServiceError): void {
    this.#failures.delete(source);
    this.#failures.set(source, { error, until: this.now() + this.memoryMs });
    // Oldest first: the map keeps insertion order.
    for (const key of this.#failures.keys()) {
      if (this.#failures.size <= MAX_REMEMBERED) break;
      this.#failures.delete(key);
    }
  }

  recall(source: string): ImageServiceError | null {
    const failure = this.#failures.get(source);
    if (!failure) return null;
    if (failure.until > this.now()) return failure.error;
    this.#failures.delete(source);
    return null;
  }
}
