// A photograph's placeholder: a CSS background of a tiny (16 px) WebP of it over its dominant colour, a few
// hundred bytes inline in the page, shown until the picture arrives. The same source bytes give the same value
// on every instance (sharp is deterministic), so instances agree.
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from './encoder-settings.ts';

/** The longest side of the tiny image; the browser's smooth upscaling blurs it. */
export const PLACEHOLDER_SIDE = 16;
const PLACEHOLDER_WEBP = { quality: 40, effort: 6, smartSubsample: true } as const;

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

export async function placeholderOf(source: Buffer): Promise<string> {
  const tiny = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true })
    .rotate()
    .resize(PLACEHOLDER_SIDE, PLACEHOLDER_SIDE, { fit: 'inside' })
    .toColourspace('srgb')
    .webp(PLACEHOLDER_WEBP)
    .toBuffer();
  const { dominant } = await sharp(tiny).stats();
  return `url(data:image/webp;base64,${tiny.toString('base64')}) 50% / cover no-repeat #${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;
}
