// The site header slides away while the page scrolls down and returns when it scrolls up or nears the top (spec
// §2 "Header"): a plain listener, passive and once a frame, setting the header's data-hidden (its CSS moves it).
// It stays while the menu is open.
import { INITIAL_SCROLL_TRACKING, nextScrollTracking } from './scroll-direction.ts';

type ScrollWindow = Pick<Window, 'addEventListener' | 'requestAnimationFrame' | 'scrollY'>;

export function installHeaderScrollHide(document: Document, window: ScrollWindow): void {
  const header = document.querySelector<HTMLElement>('header.site-header');
  if (!header) return;
  let tracking = INITIAL_SCROLL_TRACKING;
  let frame = 0;
  const update = () => {
    frame = 0;
    tracking = nextScrollTracking(tracking, Math.max(0, window.scrollY));
    const menuOpen = header.querySelector('.menu-toggle[aria-expanded="true"]') !== null;
    if (tracking.direction === 'down' && !menuOpen) header.dataset.hidden = 'true';
    else delete header.dataset.hidden;
  };
  window.addEventListener('scroll', () => (frame ||= window.requestAnimationFrame(update)), { passive: true });
}
