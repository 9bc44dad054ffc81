import { describe, expect, it } from 'vitest';
import { box, fixedBox, pixelRange, shapeGroups, sizesOf } from '../../../content/images/image-box.ts';

const HALF_FROM_992 = box({ from: 992, vw: 47.4, offsetPx: -29, maxPx: 602, aspect: 1.2 }, { vw: 95, offsetPx: -26, aspect: 1.2 });

describe('the box a picture fills', () => {
  it('writes its sizes attribute, widest viewports first, with auto first for lazy pictures', () => {
    expect(sizesOf(HALF_FROM_992)).toBe('(min-width: 992px) min(calc(47.4vw - 29px), 602px), calc(95vw - 26px)');
    expect(sizesOf(fixedBox(72), true)).toBe('auto, 72px');
  });

  it('needs from the narrowest phone at 1× to a 1023 px tablet at 3× or the widest screen at 2×', () => {
    expect(pixelRange(HALF_FROM_992)).toEqual({ min: 278, max: Math.ceil((0.95 * 991 - 26) * 3) });
    expect(pixelRange(fixedBox(72))).toEqual({ min: 72, max: 216 });
  });

  it('groups the rules by the shape they crop to, one media condition per group', () => {
    const artDirected = box({ from: 992, vw: 100, aspect: 21 / 9 }, { from: 576, vw: 100, aspect: 16 / 9 }, { vw: 100, aspect: 4 / 3 });
    expect(shapeGroups(artDirected).map((group) => [group.media, group.aspect])).toEqual([
      ['(min-width: 992px)', 21 / 9],
      ['(min-width: 576px)', 16 / 9],
      [null, 4 / 3],
    ]);
    expect(shapeGroups(HALF_FROM_992)).toHaveLength(1);
  });
});
