// Which way the page is being scrolled, for hiding the header (spec §2 "Header": hides when scrolling down,
// shows when scrolling up or at the top). Small wobbles are ignored so the header does not flicker.
export type ScrollDirection = 'up' | 'down';
export type ScrollTracking = Readonly<{ direction: ScrollDirection; anchorY: number }>;

/** Within this distance of the top the header always shows. */
export const HEADER_TOP_ZONE_PX = 80;
/** Scrolling less than this against the current direction does not turn it. */
export const SCROLL_TURN_THRESHOLD_PX = 12;

export const INITIAL_SCROLL_TRACKING: ScrollTracking = { direction: 'up', anchorY: 0 };

/** `anchorY` is the furthest point reached in the current direction; a turn is measured from it. */
export function nextScrollTracking(previous: ScrollTracking, y: number): ScrollTracking {
  if (y <= HEADER_TOP_ZONE_PX) return { direction: 'up', anchorY: y };
  const moved = y - previous.anchorY;
  if (previous.direction === 'up') {
    if (moved > SCROLL_TURN_THRESHOLD_PX) return { direction: 'down', anchorY: y };
    return moved < 0 ? { direction: 'up', anchorY: y } : previous;
  }
  if (moved < -SCROLL_TURN_THRESHOLD_PX) return { direction: 'up', anchorY: y };
  return moved > 0 ? { direction: 'down', anchorY: y } : previous;
}
