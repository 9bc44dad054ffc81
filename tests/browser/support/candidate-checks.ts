// What the chosen-candidates test holds each picture to, as plain functions of what the page showed: the file the
// browser chose from a srcset covers the device pixels the box fills without going past the ladder rung that
// covers them, it is AVIF, and the opening image's preload fetched that very file, once.
import { ladderWidthAtLeast } from '../../../content/images/image-widths.ts';
import type { ImageResponse } from '../../../scripts/bench/image-traffic.ts';
import { sourceUrlOf } from '../../../scripts/bench/page-image-bytes.ts';
import type { SeenImage } from '../../../scripts/bench/seen-images.ts';

export type ImagePreloadLink = { imageSrcSet: string; media: string; matches: boolean };

/**
 * Layout widths are fractions of a pixel and `sizes` may round them: a file less than one device pixel short of the
 * box still fills it. The rung covering the box is found without that slack, since Chromium takes the narrowest
 * candidate whose density reaches the pixel ratio (no rounding down: it takes 750w, not 640w, for 640.5 pixels).
 */
const SHORT_BY_LESS_THAN_A_PIXEL = 1;
const EPSILON = 0.01;

const fileName = (url: string) => decodeURIComponent(new URL(url).pathname.replace(/^\/_image\//, ''));

/** A short name for a picture in a report: its alt text, or the end of its file's path. */
export function nameOf(image: SeenImage): string {
  return image.alt ? `"${image.alt.slice(0, 48)}"` : fileName(image.currentSrc).split('/').pop()!;
}

/**
 * Problems with the file chosen for one picture that has a srcset; none when it is right. `shownElsewhere`: the files
 * other pictures of the page show. A wider file that is one of them costs nothing more (the browser already holds it
 * and may take it: an article's photograph shown again in a column, smaller), so it is not held to the rung.
 */
export function candidateProblems(
  image: SeenImage,
  deviceScaleFactor: number,
  responses: readonly ImageResponse[],
  shownElsewhere: ReadonlySet<string> = new Set(),
): string[] {
  const needed = image.boxWidth * deviceScaleFactor;
  const shown = (px: number) => `${Math.round(px * 10) / 10}`;
  const where = `${nameOf(image)} (box ${shown(image.boxWidth)} × ${shown(image.boxHeight)} CSS px, ${shown(needed)} device px wide)`;
  if (image.chosenWidth === null) return [`${where}: its file ${fileName(image.currentSrc)} is none of its srcset's candidates`];
  const problems: string[] = [];
  const widest = Math.max(...image.candidates.map((c) => c.width));
  const covering = ladderWidthAtLeast(needed - EPSILON);
  if (image.chosenWidth <= needed - SHORT_BY_LESS_THAN_A_PIXEL && image.chosenWidth !== widest) {
    problems.push(`${where}: chose ${image.chosenWidth}w, narrower than the pixels it fills (offered ${image.candidates.map((c) => c.width).join(', ')})`);
  }
  if (image.chosenWidth > covering && !shownElsewhere.has(image.currentSrc)) {
    problems.push(
      `${where}: chose ${image.chosenWidth}w, more than one rung above the pixels it fills (the ${covering} rung covers them: sizes says more than the box)`,
    );
  }
  const response = responses.find((r) => r.url === image.currentSrc);
  if (!response) problems.push(`${where}: no response seen for ${fileName(image.currentSrc)}`);
  else if (response.mimeType !== 'image/avif') problems.push(`${where}: its file is ${response.mimeType || 'no image'} (status ${response.status}), not AVIF`);
  return problems;
}

const urlsOf = (srcset: string, base: string) => [...srcset.matchAll(/(\S+)\s+\d+w\s*(?:,|$)/g)].map((match) => new URL(match[1]!, base).href);
/** The picture a file is made from (an image-service file's source, a shop file without its size parameters). */
const sourceOf = (url: string) => sourceUrlOf(url, 'http://media.invalid');

/**
 * Problems with the opening image's preloads: each one whose media matches must fetch the file its <img> shows,
 * and no other file of that picture may be fetched (no second download).
 */
export function preloadProblems(links: readonly ImagePreloadLink[], seen: readonly SeenImage[], responses: readonly ImageResponse[], base: string): string[] {
  const problems: string[] = [];
  for (const link of links.filter((l) => l.matches)) {
    const preloaded = urlsOf(link.imageSrcSet, base);
    const source = sourceOf(preloaded[0]!);
    const image = seen.find((candidate) => sourceOf(candidate.currentSrc) === source);
    // The same photograph may show elsewhere on the page too (an article's hero and a column): those files are theirs.
    const elsewhere = new Set(seen.filter((other) => other !== image).map((other) => other.currentSrc));
    const files = new Set([...preloaded, ...(image?.offeredUrls ?? [])].filter((url) => !elsewhere.has(url) || url === image?.currentSrc));
    const fetched = responses.filter((r) => files.has(r.url)).map((r) => fileName(r.url));
    const preloadNote = `the preload${link.media ? ` for ${link.media}` : ''} of ${fileName(preloaded[0]!).replace(/^w_\d+,/, '')}`;
    if (!image) problems.push(`${preloadNote}: no picture of that file showed (fetched: ${fetched.join(', ') || 'nothing'})`);
    else if (fetched.length !== 1 || fetched[0] !== fileName(image.currentSrc)) {
      problems.push(
        `${preloadNote}: ${fetched.length} file(s) of ${nameOf(image)} fetched (${fetched.join(', ')}) where only the one it shows, ${fileName(image.currentSrc)}, was due`,
      );
    }
  }
  return problems;
}
