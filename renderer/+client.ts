// Browser entry that runs before Vike's own (https://vike.dev/client): the chunk-load recovery must be
// listening before any page code is fetched.
import { installChunkReload } from './chunk-reload/install-chunk-reload.ts';

function tabStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // blocked by the browser's privacy settings
  }
}

installChunkReload(window, { now: () => Date.now(), storage: tabStorageOrNull() });
