// The focus ring as the shopper sees it, measured from the rendered pixels (what axe cannot judge): the focused
// control is captured with and without focus, and the ring is what changed.
import type { Page } from 'playwright-core';
import { type Box, type Pixels, type Rgb, capture, clipToViewport, contrast, hex, pixel } from './pixels.ts';

export type RingReport = {
  /** Pixels whose colour changed by 3:1 or more when focus arrived: the ring against the block behind it. */
  changed: number;
  /** The control's perimeter in CSS px: a ring 1 px wide all round changes this many. */
  perimeter: number;
  /** The control's own colour (unfocused), and the ring's best contrast against it (WCAG 1.4.11). */
  control: string;
  againstControl: number;
  /** The ring's main colours. */
  tones: string[];
};

const MARGIN = 8;
/** How far either side of the control's edge the ring is looked for, against the control's colour. */
const BAND = 4;

function medianColour(colours: Rgb[]): Rgb {
  const sorted = [...colours].sort((a, b) => a[0] + a[1] + a[2] - (b[0] + b[1] + b[2]));
  return sorted[Math.floor(sorted.length / 2)] ?? [0, 0, 0];
}

/** The focused element's box in the viewport, or null when nothing (or the page itself) has focus. */
export function focusedBox(page: Page): Promise<Box | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) return null;
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  });
}

/** Measures the ring of the focused element (which must match :focus-visible), leaving it focused. */
export async function measureFocusRing(page: Page): Promise<RingReport | null> {
  // A control can still be moving when focus arrives (the size carousel starts on that focus, later on a busy
  // machine): the two captures count only when the control stood in the same place for both.
  for (let attempt = 1; ; attempt += 1) {
    const box = await focusedBox(page);
    const viewport = page.viewportSize()!;
    const clip = box && clipToViewport(box, MARGIN, viewport);
    if (!box || !clip) return null;
    const focused = await capture(page, clip);
    await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      (window as unknown as { focusRingTarget: HTMLElement }).focusRingTarget = element;
      element.blur();
    });
    const plain = await capture(page, clip);
    // Focused again, a control starts its transition anew (the skip link's, 0.01 ms with reduced motion): its box is
    // read once two frames have drawn it where it comes to rest, or it never looks still.
    await page.evaluate(async () => {
      (window as unknown as { focusRingTarget: HTMLElement }).focusRingTarget.focus({ focusVisible: true } as FocusOptions);
      for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
    });
    const after = await focusedBox(page);
    const stood = after && ['x', 'y', 'width', 'height'].every((key) => Math.abs(after[key as keyof Box] - box[key as keyof Box]) < 0.5);
    if (stood || attempt === 5) return ringReport(box, clip, focused, plain);
    await page.waitForTimeout(250);
  }
}

function ringReport(box: Box, clip: Box, focused: Pixels, plain: Pixels): RingReport {
  // The box in the clip's coordinates.
  const left = box.x - clip.x;
  const top = box.y - clip.y;
  const right = left + box.width;
  const bottom = top + box.height;
  const inner: Rgb[] = [];
  const band: Rgb[] = [];
  const tones = new Map<string, number>();
  let changed = 0;
  for (let y = 0; y < clip.height; y += 1) {
    for (let x = 0; x < clip.width; x += 1) {
      const before = pixel(plain, x, y);
      const after = pixel(focused, x, y);
      if (contrast(before, after) >= 3) {
        changed += 1;
        tones.set(hex(after), (tones.get(hex(after)) ?? 0) + 1);
      }
      const [cx, cy] = [x + 0.5, y + 0.5];
      if (cx > left && cx < right && cy > top && cy < bottom) inner.push(before);
      // Along the middle half of each side, where a ring lies whatever the control's corner radius (inside too, for
      // a ring drawn within a scrolling region).
      const besideX = cx > left + box.width / 4 && cx < right - box.width / 4;
      const besideY = cy > top + box.height / 4 && cy < bottom - box.height / 4;
      const above = Math.abs(cy - top) < BAND;
      const below = Math.abs(cy - bottom) < BAND;
      const left_ = Math.abs(cx - left) < BAND;
      const right_ = Math.abs(cx - right) < BAND;
      if ((besideX && (above || below)) || (besideY && (left_ || right_))) band.push(after);
    }
  }
  // The control's colour is what most of it shows unfocused (a button's fill; for a text link, the block).
  const control = medianColour(inner);
  // The contrast against the control that an eighth of the band around its edge reaches: a ring all round it (a
  // two-tone ring's halo next to a dark control, its outer line next to a light one) reaches it easily.
  const contrasts = band.map((colour) => contrast(colour, control)).sort((a, b) => b - a);
  const againstControl = contrasts[Math.floor(contrasts.length / 8)] ?? 0;
  const visibleWidth = Math.min(box.width, clip.width);
  const visibleHeight = Math.min(box.height, clip.height);
  return {
    changed,
    perimeter: Math.round(2 * (visibleWidth + visibleHeight)),
    control: hex(control),
    againstControl: Math.round(againstControl * 100) / 100,
    tones: [...tones]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 2)
      .map(([colour]) => colour),
  };
}
