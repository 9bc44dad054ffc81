// A small in-memory token bucket per client: `capacity` requests at once, refilled at `refillPerSecond`.
// Memory stays bounded: full (idle) buckets are dropped, and past `maxClients` the least recently seen go.

export type TokenBucketOptions = { capacity: number; refillPerSecond: number; maxClients?: number; now?: () => number };
export type TakeResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type Bucket = { tokens: number; updatedAt: number };

const DEFAULT_MAX_CLIENTS = 10_000;

export class TokenBucketLimiter {
  readonly #buckets = new Map<string, Bucket>();
  readonly #capacity: number;
  readonly #refillPerMs: number;
  readonly #maxClients: number;
  readonly #now: () => number;

  constructor({ capacity, refillPerSecond, maxClients = DEFAULT_MAX_CLIENTS, now = Date.now }: TokenBucketOptions) {
    this.#capacity = capacity;
    this.#refillPerMs = refillPerSecond / 1000;
    this.#maxClients = maxClients;
    this.#now = now;
  }

  take(client: string): TakeResult {
    const now = this.#now();
    const bucket = this.#refilled(this.#buckets.get(client), now);
    this.#buckets.delete(client); // re-inserted below: Map order becomes least recently seen first
    if (bucket.tokens >= 1) {
      this.#buckets.set(client, { tokens: bucket.tokens - 1, updatedAt: now });
      this.#evictIfCrowded(now);
      return { allowed: true };
    }
    this.#buckets.set(client, bucket);
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / this.#refillPerMs / 1000)) };
  }

  get clients(): number {
    return this.#buckets.size;
  }

  #refilled(bucket: Bucket | undefined, now: number): Bucket {
    if (!bucket) return { tokens: this.#capacity, updatedAt: now };
    return { tokens: Math.min(this.#capacity, bucket.tokens + (now - bucket.updatedAt) * this.#refillPerMs), updatedAt: now };
  }

  #evictIfCrowded(now: number): void {
    if (this.#buckets.size <= this.#maxClients) return;
    for (const [client, bucket] of this.#buckets) {
      if (this.#refilled(bucket, now).tokens >= this.#capacity) this.#buckets.delete(client);
    }
    for (const client of this.#buckets.keys()) {
      if (this.#buckets.size <= this.#maxClients) break;
      this.#buckets.delete(client);
    }
  }
}
