import { describe, expect, it } from 'vitest';
import { croppedOutputSize, focalCrop } from '../../../server/images/focal-crop.ts';

const inside = (point: { x: number; y: number }, rect: { left: number; top: number; width: number; height: number }) =>
  point.x >= rect.left && point.x <= rect.left + rect.width && point.y >= rect.top && point.y <= rect.top + rect.height;

describe('the crop around a focal point', () => {
  it('takes the largest rectangle of the asked shape, centred when no focal point is set', () => {
    expect(focalCrop({ width: 6000, height: 4000 }, [1, 1])).toEqual({ left: 1000, top: 0, width: 4000, height: 4000 });
    expect(focalCrop({ width: 4000, height: 6000 }, [16, 9])).toEqual({ left: 0, top: 1875, width: 4000, height: 2250 });
  });

  it('keeps the focal point inside the crop, sliding the crop back inside the picture near an edge', () => {
    for (const focus of [
      { x: 0, y: 0 },
      { x: 12, y: 80 },
      { x: 95, y: 5 },
      { x: 100, y: 100 },
      { x: 50, y: 50 },
    ]) {
      for (const aspect of [
        [1, 1],
        [4, 5],
        [16, 9],
        [9, 16],
      ] as const) {
        const picture = { width: 5312, height: 2988 };
        const crop = focalCrop(picture, aspect, focus);
        expect(inside({ x: (picture.width * focus.x) / 100, y: (picture.height * focus.y) / 100 }, crop)).toBe(true);
        expect(crop.left + crop.width).toBeLessThanOrEqual(picture.width);
        expect(crop.top + crop.height).toBeLessThanOrEqual(picture.height);
      }
    }
  });

  it('centres the crop on the focal point when there is room', () => {
    expect(focalCrop({ width: 6000, height: 4000 }, [1, 1], { x: 60, y: 50 })).toEqual({ left: 1600, top: 0, width: 4000, height: 4000 });
  });

  it('never enlarges: a crop narrower than the asked width keeps its own size', () => {
    expect(croppedOutputSize({ width: 800, height: 800 }, [1, 1], 1242)).toEqual({ width: 800, height: 800 });
    expect(croppedOutputSize({ width: 4000, height: 2250 }, [16, 9], 1242)).toEqual({ width: 1242, height: 699 });
  });
});
