// The widths any picture is offered in, CMS or shop: one fixed ladder, so the image service and the CDNs keep a
// bounded set of files per picture (nobody can ask for 10,000 variants), and every instance names the same URLs.
// Steps of about 1.15× from 256 px up: the browser takes the first candidate at least as wide as the pixels it
// fills, so a step that small keeps each download within about 1.3× the bytes of an exact fit. 704 splits the
// 1.17× step below 750 where phones land: a full-width picture on Lighthouse's 412 px @1.75x phone needs 640.1 px,
// and 750 cost it 1.5× the bytes of an exact fit.
export const IMAGE_WIDTHS = [
  64, 96, 128, 160, 192, 224, 256, 288, 320, 384, 448, 512, 576, 640, 704, 750, 828, 960, 1080, 1242, 1440, 1680, 1920, 2240, 2560, 3072, 3840,
] as const;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export function isLadderWidth(width: number): width is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

/** The smallest ladder width at least `pixels` wide (the largest rung when none is). */
export function ladderWidthAtLeast(pixels: number): ImageWidth {
  return IMAGE_WIDTHS.find((width) => width >= pixels) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

/** One file of a picture: the ladder width asked for, and the width the file has (the source's, when narrower). */
export type Candidate = { width: ImageWidth; pixels: number };

/**
 * The files worth offering for a picture rendered between `min` and `max` device pixels wide whose source is
 * `sourceWidth` wide: ladder rungs from the one covering `min` to the one covering `max`, never more than one rung
 * past the source (the service does not upscale: that file has the source's own width, and says so).
 */
export function candidateWidths(range: { min: number; max: number }, sourceWidth: number | null): Candidate[] {
  const limit = sourceWidth && sourceWidth > 0 ? sourceWidth : Infinity;
  const top = ladderWidthAtLeast(Math.min(range.max, limit));
  const bottom = Math.min(ladderWidthAtLeast(Math.min(range.min, limit)), top);
  return IMAGE_WIDTHS.filter((width) => width >= bottom && width <= top).map((width) => ({ width, pixels: Math.min(width, limit) }));
}
