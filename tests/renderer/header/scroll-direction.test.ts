import { describe, expect, it } from 'vitest';
import { isBuyFlowPath } from '../../../shop-rules/buy-url.ts';
import {
  HEADER_TOP_ZONE_PX,
  INITIAL_SCROLL_TRACKING,
  nextScrollTracking,
  SCROLL_TURN_THRESHOLD_PX,
  type ScrollTracking,
} from '../../../renderer/header/scroll-direction.ts';

const scrollThrough = (ys: number[], from: ScrollTracking = INITIAL_SCROLL_TRACKING) => ys.reduce(nextScrollTracking, from);

describe('the header scroll direction', () => {
  it('turns down when the page scrolls down past the top zone', () => {
    expect(scrollThrough([100, 200, 300]).direction).toBe('down');
  });

  it('turns up when the page scrolls back up', () => {
    expect(scrollThrough([100, 400, 800, 700]).direction).toBe('up');
  });

  it('is always up near the top of the page', () => {
    expect(scrollThrough([400, 800, HEADER_TOP_ZONE_PX]).direction).toBe('up');
    expect(scrollThrough([400, 800, 0]).direction).toBe('up');
  });

  it('ignores small wobbles against the current direction', () => {
    const down = scrollThrough([300, 600]);
    expect(nextScrollTracking(down, 600 - SCROLL_TURN_THRESHOLD_PX + 2).direction).toBe('down');
    const up = scrollThrough([300, 900, 500]);
    expect(nextScrollTracking(up, 500 + SCROLL_TURN_THRESHOLD_PX - 2).direction).toBe('up');
  });

  it('measures a turn from the furthest point reached, so slow scrolling still counts', () => {
    let state = scrollThrough([300, 900]);
    for (let y = 899; y >= 880; y -= 1) state = nextScrollTracking(state, y);
    expect(state.direction).toBe('up');
  });
});

describe('the purchase flow path', () => {
  it('is /buy, whatever its case or trailing slash', () => {
    expect(isBuyFlowPath('/buy')).toBe(true);
    expect(isBuyFlowPath('/Buy/')).toBe(true);
    expect(isBuyFlowPath('/buying-guide')).toBe(false);
    expect(isBuyFlowPath('/')).toBe(false);
  });
});
