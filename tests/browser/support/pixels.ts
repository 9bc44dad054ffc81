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

export type TextContrast = { text: string; ratio: number; required: number; fontSize: number };

/**
 * The contrast of an element's text against the worst part of what lies under its lines (the lightest pixel for
 * light text, the darkest for dark text), from a screenshot taken with the text made transparent. Large text
 * (24 px, or 18.66 px bold) needs 3:1, other text 4.5:1 (WCAG 1.4.3).
 */
export async function textContrast(page: Page, selector: string, index = 0): Promise<TextContrast> {
  const element = page.locator(selector).nth(index);
  await element.scrollIntoViewIfNeeded();
  const info = await element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()].filter((rect) => rect.width > 2 && rect.height > 2).map(({ x, y, width, height }) => ({ x, y, width, height }));
    const style = getComputedStyle(node);
    const [r, g, b] = style.color.match(/[\d.]+/g)!.map(Number) as [number, number, number];
    (node as HTMLElement).style.setProperty('color', 'transparent', 'important');
    return {
      lines,
      colour: [r, g, b] as const,
      fontSize: parseFloat(style.fontSize),
      bold: Number(style.fontWeight) >= 700,
      text: (node.textContent ?? '').trim(),
    };
  });
  const viewport = page.viewportSize()!;
  const colour: Rgb = info.colour;
  const lightText = luminance(colour) > 0.5;
  let worst: Rgb = lightText ? [0, 0, 0] : [255, 255, 255];
  const left = Math.max(0, Math.floor(Math.min(...info.lines.map((line) => line.x))));
  const top = Math.max(0, Math.floor(Math.min(...info.lines.map((line) => line.y))));
  const right = Math.min(viewport.width, Math.ceil(Math.max(...info.lines.map((line) => line.x + line.width))));
  const bottom = Math.min(viewport.height, Math.ceil(Math.max(...info.lines.map((line) => line.y + line.height))));
  const under = await capture(page, { x: left, y: top, width: right - left, height: bottom - top });
  await element.evaluate((node) => (node as HTMLElement).style.removeProperty('color'));
  for (const line of info.lines) {
    for (let y = Math.max(top, Math.floor(line.y)); y < Math.min(bottom, Math.ceil(line.y + line.height)); y += 1) {
      for (let x = Math.max(left, Math.floor(line.x)); x < Math.min(right, Math.ceil(line.x + line.width)); x += 1) {
        const behind = pixel(under, x - left, y - top);
        if (lightText ? luminance(behind) > luminance(worst) : luminance(behind) < luminance(worst)) worst = behind;
      }
    }
  }
  const large = info.fontSize >= 24 || (info.fontSize >= 18.66 && info.bold);
  return { text: info.text.slice(0, 40), ratio: Math.round(contrast(colour, worst) * 100) / 100, required: large ? 3 : 4.5, fontSize: info.fontSize };
}
