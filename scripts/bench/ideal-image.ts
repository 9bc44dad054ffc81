// The "ideal" file of a picture as shown: its source encoded as AVIF with the image service's own settings
// (server/images/encoder-settings.ts) at exactly the device pixels its box fills. Where the box crops the picture
// (object-fit: cover), the source is first cropped to the box's shape around the focal point the page positions it
// by (object-position), or its centre; `contain` fits it inside the box, anything else fills the box.
import sharp from 'sharp';
import { encodeAs, MAX_INPUT_PIXELS } from '../../server/images/encoder-settings.ts';

export type ShownPicture = {
  /** Device pixels the box fills. */
  width: number;
  height: number;
  objectFit: string;
  /** Percent from the left and the top (the computed object-position); the centre when it is not in percent. */
  focus: { x: number; y: number };
};

/** Boxes within 1 % of the picture's own shape are taken as not cropping (rounding of the layout). */
const SAME_SHAPE = 0.01;

/** The computed `object-position` ("30% 60%") as a focal point in percent. */
export function focusOf(objectPosition: string): { x: number; y: number } {
  const match = /^(-?[\d.]+)% (-?[\d.]+)%$/.exec(objectPosition.trim());
  return match ? { x: Number(match[1]), y: Number(match[2]) } : { x: 50, y: 50 };
}

/** The region of a `picture`-sized source that a box of shape `aspect` shows, as CSS object-position places it. */
export function shownRegion(picture: { width: number; height: number }, aspect: number, focus: { x: number; y: number }) {
  const wider = picture.width / picture.height > aspect;
  const width = wider ? Math.max(1, Math.round(picture.height * aspect)) : picture.width;
  const height = wider ? picture.height : Math.max(1, Math.round(picture.width / aspect));
  return { left: Math.round(((picture.width - width) * focus.x) / 100), top: Math.round(((picture.height - height) * focus.y) / 100), width, height };
}

/** Bytes of the ideal AVIF of `source` shown as `shown`. */
export async function idealAvifBytes(source: Buffer, shown: ShownPicture): Promise<number> {
  const { width = 0, height = 0, orientation = 1, hasAlpha = false } = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const picture = orientation >= 5 ? { width: height, height: width } : { width, height };
  let pipeline = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const aspect = shown.width / shown.height;
  const crops = shown.objectFit === 'cover' && Math.abs(Math.log(aspect / (picture.width / picture.height))) > SAME_SHAPE;
  let region = picture;
  if (crops) {
    const shownPart = shownRegion(picture, aspect, shown.focus);
    pipeline = pipeline.extract(shownPart);
    region = shownPart;
  }
  // Never more pixels than the source has: a box larger than the picture gets the picture's own pixels.
  const shrink = Math.min(1, region.width / shown.width, region.height / shown.height);
  const target = { width: Math.max(1, Math.round(shown.width * shrink)), height: Math.max(1, Math.round(shown.height * shrink)) };
  pipeline = pipeline.resize({ ...target, fit: shown.objectFit === 'contain' ? 'inside' : 'fill' });
  const { length } = await encodeAs(pipeline.toColourspace('srgb'), 'avif', hasAlpha).toBuffer();
  return length;
}
