import { useEffect } from 'react';

/** Marks <html data-hydrated> once React has hydrated, so CSS can enhance only interactive UI (and tests can wait for it). */
export function useHydrationFlag() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}
