// Listens for failed chunk loads in the browser: Vite's `vite:preloadError` (a lazily imported component such
// as the cart modal or a carousel) and unhandled rejections of failed imports (Vike loading a page's code
// during hydration). The first one reloads the page if the guard allows; otherwise the error is shown.
import { claimChunkReload, isChunkLoadError, type ReloadGuardEnvironment } from './chunk-reload-guard.ts';

export const CHUNK_ERROR_ELEMENT_ID = 'chunk-load-error';

type ChunkReloadWindow = Pick<Window, 'addEventListener' | 'document'> & { location: Pick<Location, 'reload'> };

function showChunkError(document: Document, error: unknown) {
  if (document.getElementById(CHUNK_ERROR_ELEMENT_ID)) return;
  const alert = document.createElement('p');
  alert.id = CHUNK_ERROR_ELEMENT_ID;
  alert.className = 'chunk-load-error';
  alert.setAttribute('role', 'alert');
  // Spec §8 error screen: the message, or 'Error'.
  alert.textContent = error instanceof Error && error.message ? error.message : 'Error';
  document.body.append(alert);
}

export function installChunkReload(win: ChunkReloadWindow, guard: ReloadGuardEnvironment): void {
  let reloading = false;
  const recover = (error: unknown) => {
    if (reloading) return;
    if (claimChunkReload(guard)) {
      reloading = true;
      win.location.reload();
    } else {
      showChunkError(win.document, error);
    }
  };
  win.addEventListener('vite:preloadError', (event) => recover((event as Event & { payload?: unknown }).payload));
  win.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) recover(event.reason);
  });
}
