// The crop rectangle for an aspect ratio: as large as the picture allows, centred on the focal point an
// editor set (percent; the centre when absent) and slid back inside the picture, so the point stays in view.
import type { CropAspect } from '../../content/images/image-service-path.ts';

export type Rect = { left: number; top: number; width: number; height: number };
export type Size = { width: number; height: number };

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

export function focalCrop(picture: Size, [aspectWidth, aspectHeight]: CropAspect, focus: { x: number; y: number } = { x: 50, y: 50 }): Rect {
  const ratio = aspectWidth / aspectHeight;
  const wider = picture.width / picture.height > ratio;
  const width = wider ? clamp(Math.round(picture.height * ratio), 1, picture.width) : picture.width;
  const height = wider ? picture.height : clamp(Math.round(picture.width / ratio), 1, picture.height);
  const left = clamp(Math.round((picture.width * focus.x) / 100 - width / 2), 0, picture.width - width);
  const top = clamp(Math.round((picture.height * focus.y) / 100 - height / 2), 0, picture.height - height);
  return { left, top, width, height };
}

/** The output size: the asked width, never more than the cropped area (no enlargement), in the crop's shape. */
export function croppedOutputSize(crop: Size, [aspectWidth, aspectHeight]: CropAspect, askedWidth: number): Size {
  const width = Math.min(askedWidth, crop.width);
  return { width, height: Math.max(1, Math.round((width * aspectHeight) / aspectWidth)) };
}
