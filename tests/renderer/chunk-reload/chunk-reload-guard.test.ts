import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_STORAGE_KEY, claimChunkReload, isChunkLoadError } from '../../../renderer/chunk-reload/chunk-reload-guard.ts';

function memoryStorage(): Storage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) } as Storage & {
    values: Map<string, string>;
  };
}

describe('chunk-load reload guard (spec §8: reload once, at most once per 60 s)', () => {
  it('the first failure reloads and remembers when', () => {
    const storage = memoryStorage();
    expect(claimChunkReload({ now: () => 1_000_000, storage })).toBe(true);
    expect(storage.values.get(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');
  });

  it('a second failure within 60 s does not reload; one 60 s later does', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
    const storage = memoryStorage();
    let now = 1_000_000;
    const guard = { now: () => now, storage };
    expect(claimChunkReload(guard)).toBe(true);
    now += CHUNK_RELOAD_GUARD_MS - 1;
    expect(claimChunkReload(guard)).toBe(false);
    now += 1;
    expect(claimChunkReload(guard)).toBe(true);
    expect(claimChunkReload(guard)).toBe(false);
  });

  it('never reloads when the reload cannot be remembered', () => {
    const throwing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimChunkReload({ now: () => 5, storage: throwing })).toBe(false);
    expect(claimChunkReload({ now: () => 5, storage: null })).toBe(false);
  });

  it('a garbled stored time does not block the reload', () => {
    const storage = memoryStorage();
    storage.values.set(CHUNK_RELOAD_STORAGE_KEY, 'yesterday');
    expect(claimChunkReload({ now: () => 1_000_000, storage })).toBe(true);
  });
});

describe('what counts as a failed chunk load', () => {
  it('failed dynamic imports in each browser and Vike’s stamped asset errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/chunks/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('fetch failed'), { _isAssetsError: true }))).toBe(true);
  });

  it('not ordinary errors', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
