// The flow's top and bottom bars stay on screen while the page scrolls, so a control the keyboard reaches must
// scroll clear of them, never under them (WCAG 2.4.11): the page's scroll padding (base.css) follows the bars'
// heights as they are (text zoom, a wrapped bottom bar), and is 0 for a bar that stops sticking on a short screen.
import { type RefObject, useEffect } from 'react';

/** Beyond the bar, room for the focused control's ring and a little air. */
const RING_ROOM_PX = 12;

const BARS = [
  { selector: '.buy-top', property: '--sticky-top-room' },
  { selector: '.buy-bottom', property: '--sticky-bottom-room' },
] as const;

export function useStickyBarRoom(flow: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = document.documentElement;
    const bars = BARS.map((bar) => ({ ...bar, element: flow.current?.querySelector<HTMLElement>(bar.selector) ?? null }));
    const measure = () => {
      for (const { element, property } of bars) {
        const sticks = element !== null && getComputedStyle(element).position === 'sticky';
        root.style.setProperty(property, sticks ? `${Math.ceil(element.getBoundingClientRect().height) + RING_ROOM_PX}px` : '0px');
      }
    };
    measure();
    const observer = new ResizeObserver(measure);
    for (const { element } of bars) if (element) observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      for (const { property } of bars) root.style.removeProperty(property);
    };
  }, [flow]);
}
