// Colour contrast measured from rendered pixels (WCAG 2.x relative luminance), for what axe cannot judge: text
// over photographs, and focus rings against whatever lies behind them.
import type { Page } from 'playwright-core';
import sharp from 'sharp';

export type Rgb = readonly [number, number, number];
export type Box = { x: number; y: number; width: number; height: number };
/** A screenshot as RGBA bytes, one pixel per CSS pixel (device scale 1). */
export type Pixels = { width: number; height: number; data: Uint8Array };

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export const hex = ([r, g, b]: Rgb) => `#${[r, g, b].map((value) => value.toString(16).padStart(2, '0')).join('')}`;

/** A screenshot of `clip` (page coordinates of the viewport), decoded. */
export async function capture(page: Page, clip: Box): Promise<Pixels> {
  const png = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data) };
}

export function pixel(image: Pixels, x: number, y: number): Rgb {
  const at = (y * image.width + x) * 4;
  return [image.data[at]!, image.data[at + 1]!, image.data[at + 2]!];
}

/** `box` grown by `margin` on every side and cut to the viewport; null when nothing of it is on screen. */
export function clipToViewport(box: Box, margin: number, viewport: { width: number; height: number }): Box | null {
  const x = Math.max(0, Math.floor(box.x - margin));
  const y = Math.max(0, Math.floor(box.y - margin));
  const right = Math.min(viewport.width, Math.ceil(box.x + box.width + margin));
  const bottom = Math.min(viewport.height, Math.ceil(box.y + box.height + margin));
  return right - x >= 1 && bottom - y >= 1 ? { x, y, width: right - x, height: bottom - y } : null;
}
