// Links in the shop work as plain links without JavaScript; with it, a plain click runs the handler instead
// (modified clicks still open the link as the shopper asked).
import type { MouseEvent } from 'react';

export function interceptClick(handler: (() => void) | undefined) {
  return (event: MouseEvent) => {
    if (!handler || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    // Nothing listening on the document (an island's held-click replay) treats it as a click to follow.
    event.stopPropagation();
    handler();
  };
}
