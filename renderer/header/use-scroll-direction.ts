// Tracks the scroll direction with one passive, rAF-throttled listener. The direction is published to the
// store's UiStore once it has loaded (and read from there, so other code may set it); local state covers the
// time before.
import { useEffect, useRef, useState } from 'react';
import { useStoreAccess } from '../../models/store-context.tsx';
import { INITIAL_SCROLL_TRACKING, nextScrollTracking, type ScrollDirection } from './scroll-direction.ts';
import { useStoreValue } from '../../models/use-store-value.ts';

export function useScrollDirection(): ScrollDirection {
  const { store } = useStoreAccess();
  const [localDirection, setLocalDirection] = useState<ScrollDirection>('up');
  // The store's enumeration is typed as a plain string; it only ever holds 'up' or 'down'.
  const direction = useStoreValue((s) => s.ui.scrollDirection as ScrollDirection, localDirection);
  const tracking = useRef(INITIAL_SCROLL_TRACKING);

  useEffect(() => {
    const publish = (direction: ScrollDirection) => {
      setLocalDirection(direction);
      store?.ui.setScrollDirection(direction);
    };
    // The store may load mid-scroll: hand it the direction seen so far.
    publish(tracking.current.direction);
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const next = nextScrollTracking(tracking.current, Math.max(0, window.scrollY));
        if (next.direction !== tracking.current.direction) publish(next.direction);
        tracking.current = next;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [store]);

  return direction;
}
