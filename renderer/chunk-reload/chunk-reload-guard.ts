// Spec §8: a failed chunk load (usually a deploy replaced the hashed files the page was built with) reloads
// the page once, and at most once per CHUNK_RELOAD_GUARD_MS. The time of the last reload is kept in
// the tab's storage, so the guard holds across the reload itself and a missing chunk can never loop.

/**
 * Spec §9 chunk-reload guard. Kept here rather than in shop-rules/constants.ts so the recovery code is one file
 * with no shared chunk of its own to fail loading.
 */
export const CHUNK_RELOAD_GUARD_MS = 60000;
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload-at';

export type ReloadGuardEnvironment = {
  now: () => number;
  /** null when the browser offers no tab storage (then the page never reloads: it could not stop). */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
};

/** True when the page may reload now; the reload is then recorded. */
export function claimChunkReload({ now, storage }: ReloadGuardEnvironment): boolean {
  if (!storage) return false;
  try {
    const at = now();
    const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
    const sinceLast = at - last;
    if (last > 0 && sinceLast >= 0 && sinceLast < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(at));
    return true;
  } catch {
    return false; // storage full or blocked: no way to remember the reload, so do not start one
  }
}

/** Messages browsers give a dynamic import whose file could not be fetched (the same list Vike checks). */
const FAILED_IMPORT_MESSAGES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's module preloader
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // Vike stamps errors fetching a page's own files (https://vike.dev/ client routing fallback).
  if ((error as { _isAssetsError?: unknown })._isAssetsError === true) return true;
  return FAILED_IMPORT_MESSAGES.some((message) => error.message.includes(message));
}
