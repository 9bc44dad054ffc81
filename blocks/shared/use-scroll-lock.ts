// Locks page scroll while a dialog or the menu is open (spec §2 "Page scroll is locked while the menu or
// info modal is open"). The scrollbar's width is added as padding so the page does not jump sideways;
// `--scroll-lock-gap` carries the same width for fixed elements (the header) that want to compensate too.
// Locks are counted: the page scrolls again only when the last one is released.
import { useEffect } from 'react';

let lockCount = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

function lock() {
  lockCount += 1;
  if (lockCount > 1) return;
  const { body, documentElement } = document;
  const gap = window.innerWidth - documentElement.clientWidth;
  saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const currentPadding = parseFloat(getComputedStyle(body).paddingRight) || 0;
  body.style.overflow = 'hidden';
  if (gap > 0) body.style.paddingRight = `${currentPadding + gap}px`;
  documentElement.style.setProperty('--scroll-lock-gap', `${Math.max(gap, 0)}px`);
  documentElement.dataset.scrollLocked = '';
}

function unlock() {
  lockCount = Math.max(lockCount - 1, 0);
  if (lockCount > 0 || !saved) return;
  const { body, documentElement } = document;
  body.style.overflow = saved.overflow;
  body.style.paddingRight = saved.paddingRight;
  documentElement.style.removeProperty('--scroll-lock-gap');
  delete documentElement.dataset.scrollLocked;
  saved = null;
}

/** How many locks are held right now (for tests and debugging). */
export const activeScrollLocks = () => lockCount;

export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    lock();
    return unlock;
  }, [active]);
}
