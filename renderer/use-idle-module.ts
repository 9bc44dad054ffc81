// Loads a non-critical module once the browser is idle after hydration and returns its export when ready
// (null until then, and on the server). Keeps code that is only needed after an interaction off the
// first load while making sure it is there by the time the shopper interacts.
import { useEffect, useState } from 'react';

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

export function useIdleModule<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  useEffect(() => {
    let active = true;
    const start = () => void load().then((value) => active && setLoaded({ value }));
    const idle = window as IdleWindow;
    if (idle.requestIdleCallback) idle.requestIdleCallback(start, { timeout: 2000 });
    else setTimeout(start, 200);
    return () => {
      active = false;
    };
  }, [load]);
  return loaded?.value ?? null;
}
