// Runs a UI change as a view transition where the browser has them (elements sharing a
// view-transition-name morph into each other), or plainly where it does not or motion is reduced.
import { flushSync } from 'react-dom';

type ViewTransitionDocument = Document & { startViewTransition?: (update: () => void) => unknown };

export function withViewTransition(update: () => void): void {
  const doc = typeof document === 'undefined' ? undefined : (document as ViewTransitionDocument);
  const reduceMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (!doc?.startViewTransition || reduceMotion) {
    update();
    return;
  }
  // The browser snapshots the page, runs the update, then animates: React must commit inside the callback.
  doc.startViewTransition(() => flushSync(update));
}
