// What every cache engine's purge client does: forget everything tagged with any of the given surrogate keys.
// Each client sends one engine's documented request and throws CachePurgeError when it is not accepted.

export interface CachePurger {
  /** The engine's name, for logs. */
  readonly engine: string;
  purge(keys: readonly string[]): Promise<void>;
}

export class CachePurgeError extends Error {
  override name = 'CachePurgeError';
  constructor(
    engine: string,
    readonly status: number | null,
    detail: string,
  ) {
    super(`${engine} purge failed${status === null ? '' : ` (HTTP ${status})`}: ${detail}`);
  }
}

/** Keys in batches of at most `size`, in order. */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** fetch, turning a network failure or timeout into a CachePurgeError. */
export async function purgeRequest(engine: string, url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    // Resolved at call time so tests that intercept the global fetch see every call.
    return await globalThis.fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new CachePurgeError(engine, null, error instanceof Error ? error.message : String(error));
  }
}
