// The URL grammar of the site's image service, one owner for writing and reading it:
//   /_image/{options}/{source path}
// where options are comma-separated `w_{ladder width}`, `f_{avif|webp|jpeg|png}`, and optionally `a_{W}x{H}` (crop to
// that aspect ratio, from a fixed list), `fp_{x}_{y}` (the focal point the crop keeps, percent) and `v_{version}` (a
// new value when the file is replaced, so a replaced picture gets a new URL). The source path is the file's path
// under the media base (CMS_URL or MEDIA_URL): the service never fetches anything else.
import { isLadderWidth, type ImageWidth } from './image-widths.ts';

export const IMAGE_SERVICE_PREFIX = '/_image';

export const OUTPUT_FORMATS = ['avif', 'webp', 'jpeg', 'png'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** The crops the service makes, as width:height; a box's aspect is rounded to the nearest of these. */
export const CROP_ASPECTS = [
  [1, 1],
  [6, 5],
  [5, 6],
  [5, 4],
  [4, 5],
  [4, 3],
  [3, 4],
  [3, 2],
  [2, 3],
  [16, 9],
  [9, 16],
  [2, 1],
  [5, 2],
  [3, 1],
  [4, 1],
  [21, 9],
  [16, 10],
  [10, 16],
  [191, 100],
] as const satisfies readonly (readonly [number, number])[];
export type CropAspect = (typeof CROP_ASPECTS)[number];

export type ImageServiceRequest = {
  width: ImageWidth;
  format: OutputFormat;
  aspect?: CropAspect;
  /** Percent from the left and the top, whole numbers 0–100. */
  focus?: { x: number; y: number };
  version?: string;
  /** Path of the file under the media base, without a leading slash. */
  sourcePath: string;
};

/** The height of a file `width` wide cropped to a listed aspect: the only heights a crop is made at, by any loader. */
export function croppedHeight(width: number, [w, h]: CropAspect): number {
  return Math.round((width * h) / w);
}

/** The listed aspect nearest to a width/height ratio (compared on a log scale, so 2:1 and 1:2 are as far from 1:1). */
export function nearestCropAspect(ratio: number): CropAspect {
  let best: CropAspect = CROP_ASPECTS[0];
  for (const aspect of CROP_ASPECTS) {
    if (Math.abs(Math.log(aspect[0] / aspect[1] / ratio)) < Math.abs(Math.log(best[0] / best[1] / ratio))) best = aspect;
  }
  return best;
}

const VERSION = /^[0-9a-z]{1,16}$/;

export function imageServicePath(request: ImageServiceRequest): string {
  const options = [`w_${request.width}`];
  if (request.aspect) options.push(`a_${request.aspect[0]}x${request.aspect[1]}`);
  if (request.focus) options.push(`fp_${request.focus.x}_${request.focus.y}`);
  options.push(`f_${request.format}`);
  if (request.version) options.push(`v_${request.version}`);
  const source = request.sourcePath.split('/').map(encodeURIComponent).join('/');
  return `${IMAGE_SERVICE_PREFIX}/${options.join(',')}/${source}`;
}

export class ImageRequestError extends Error {}

function percent(text: string | undefined): number {
  const value = Number(text);
  if (!/^\d{1,3}$/.test(text ?? '') || value > 100) throw new ImageRequestError(`The focal point must be two whole percentages (0–100), not "${text}".`);
  return value;
}

/** Reads a service path (after the prefix); throws ImageRequestError, with a reason a developer can act on, when it is not one. */
export function parseImageServicePath(path: string): ImageServiceRequest {
  const match = /^\/?([^/]+)\/(.+)$/.exec(path);
  if (!match) throw new ImageRequestError('Expected /_image/{options}/{source path}.');
  const [, optionText = '', encodedSource = ''] = match;
  let width: ImageWidth | undefined;
  let format: OutputFormat | undefined;
  const request: Partial<ImageServiceRequest> = {};
  for (const option of optionText.split(',')) {
    const [key, ...rest] = option.split('_');
    const value = rest.join('_');
    if (key === 'w') {
      const asked = Number(value);
      if (!/^\d+$/.test(value) || !isLadderWidth(asked)) throw new ImageRequestError(`Width ${value} is not one the site offers (see IMAGE_WIDTHS).`);
      width = asked;
    } else if (key === 'f') {
      if (!(OUTPUT_FORMATS as readonly string[]).includes(value)) throw new ImageRequestError(`Format "${value}" is not one of ${OUTPUT_FORMATS.join(', ')}.`);
      format = value as OutputFormat;
    } else if (key === 'a') {
      const aspect = CROP_ASPECTS.find(([w, h]) => `${w}x${h}` === value);
      if (!aspect) throw new ImageRequestError(`Aspect "${value}" is not one the site crops to.`);
      request.aspect = aspect;
    } else if (key === 'fp') {
      const [x, y] = value.split('_');
      request.focus = { x: percent(x), y: percent(y) };
    } else if (key === 'v') {
      if (!VERSION.test(value)) throw new ImageRequestError('The version must be 1–16 lower-case letters or digits.');
      request.version = value;
    } else {
      throw new ImageRequestError(`Unknown option "${option}".`);
    }
  }
  if (width === undefined || format === undefined) throw new ImageRequestError('A width (w_) and a format (f_) are required.');
  let sourcePath: string;
  try {
    sourcePath = encodedSource.split('/').map(decodeURIComponent).join('/');
  } catch {
    throw new ImageRequestError('The source path is not valid URL encoding.');
  }
  if (sourcePath.split('/').some((segment) => segment === '' || segment === '.' || segment === '..' || /[\\\u0000-\u001f]/.test(segment))) {
    throw new ImageRequestError('The source path must be a plain path under the media base.');
  }
  return { ...request, width, format, sourcePath };
}
