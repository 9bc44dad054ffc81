// Keeps keyboard focus inside an open dialog or menu (WAI-ARIA dialog pattern): Tab and Shift+Tab cycle
// within the container, focus moves in on activation and returns to where it was on deactivation, and the page
// behind is inert meanwhile (a screen reader's reading cursor cannot wander into it either).
// Traps stack, so a dialog opened from inside another one owns the keyboard until it closes.
import { useEffect, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Elements a Tab press can reach inside `container`, in DOM order (hidden ones are skipped). */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden',
  );
}

/**
 * Makes everything outside `element` inert: each sibling of it and of each of its ancestors up to <body>. Returns
 * the undo, which leaves alone what was inert already (an outer dialog's doing).
 */
function inertOutside(element: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement = element; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert || sibling instanceof HTMLScriptElement) continue;
      sibling.inert = true;
      changed.push(sibling);
    }
  }
  return () => {
    for (const sibling of changed) sibling.inert = false;
  };
}

/** The active traps, innermost last: only the innermost one reacts to Tab. */
const trapStack: HTMLElement[] = [];

export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    trapStack.push(container);

    if (!container.contains(document.activeElement)) {
      const [first] = focusableElements(container);
      if (first) first.focus();
      else {
        if (!container.hasAttribute('tabindex')) container.setAttribute('tabindex', '-1');
        container.focus();
      }
    }
    // After focus has moved in: an element made inert while focused would lose its focus, and with it the
    // place to come back to.
    const restorePage = inertOutside(container.closest<HTMLElement>('.dialog') ?? container);

    const isInnermost = () => trapStack[trapStack.length - 1] === container;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !isInnermost()) return;
      const focusable = focusableElements(container);
      if (focusable.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const first = focusable[0]!;
      const last = focusable[focusable.length - 1]!;
      const current = document.activeElement;
      if (event.shiftKey && (current === first || current === container || !container.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !container.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };

    // Focus that escapes some other way (a click on the page behind, assistive tech) is pulled back in.
    const onFocusIn = (event: FocusEvent) => {
      if (!isInnermost() || container.contains(event.target as Node)) return;
      const [first] = focusableElements(container);
      (first ?? container).focus();
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const index = trapStack.lastIndexOf(container);
      if (index !== -1) trapStack.splice(index, 1);
      restorePage();
      if (previouslyFocused?.isConnected) previouslyFocused.focus({ preventScroll: true });
    };
  }, [containerRef, active]);
}
