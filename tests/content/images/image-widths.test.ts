import { describe, expect, it } from 'vitest';
import { candidateWidths, IMAGE_WIDTHS, isLadderWidth, ladderWidthAtLeast } from '../../../content/images/image-widths.ts';

describe('the width ladder every picture is offered in', () => {
  it('climbs in steps small enough that the next file is at most about 1.25× as wide from 160 px up', () => {
    const steps = IMAGE_WIDTHS.slice(1).map((width, index) => width / IMAGE_WIDTHS[index]!);
    const fromSmallThumbnails = steps.slice(IMAGE_WIDTHS.indexOf(160));
    expect(Math.max(...fromSmallThumbnails)).toBeLessThanOrEqual(1.25);
  });

  it('knows its own rungs and nothing else', () => {
    expect(isLadderWidth(640)).toBe(true);
    expect(isLadderWidth(641)).toBe(false);
    expect(ladderWidthAtLeast(641)).toBe(704);
    expect(ladderWidthAtLeast(705)).toBe(750);
    expect(ladderWidthAtLeast(99_999)).toBe(3840);
  });

  it('offers the rungs from the smallest to the largest the box needs, never past the source', () => {
    expect(candidateWidths({ min: 300, max: 700 }, 5000).map((c) => c.width)).toEqual([320, 384, 448, 512, 576, 640, 704]);
    // A 1,000 px source: the rung above it is offered once, as the source's own width.
    expect(candidateWidths({ min: 900, max: 3000 }, 1000)).toEqual([
      { width: 960, pixels: 960 },
      { width: 1080, pixels: 1000 },
    ]);
  });

  it('offers the one file a source narrower than the smallest need has', () => {
    expect(candidateWidths({ min: 1200, max: 2400 }, 800)).toEqual([{ width: 828, pixels: 800 }]);
  });
});
