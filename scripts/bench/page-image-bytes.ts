// The photo bytes of one page on one screen, against the ideal: Chromium opens the page in a fresh context (a
// first visit), waits for the network to go idle, scrolls to the bottom a screen at a time, waits again, and adds
// up every raster image response as received (SVG drawings are not photographs and are left out). The ideal is
// each picture that showed, encoded as AVIF at the device pixels its box fills (ideal-image.ts), once per file and size.
import type { Browser } from 'playwright-core';
import { IMAGE_SERVICE_PREFIX, parseImageServicePath } from '../../content/images/image-service-path.ts';
import { focusOf, idealAvifBytes } from './ideal-image.ts';
import { trackedPage, type ImageResponse } from './image-traffic.ts';
import { contextOptionsFor, type ImageViewport } from './image-viewports.ts';
import { scrollThrough, seenImages, type SeenImage } from './seen-images.ts';

export type PictureBytes = {
  path: string;
  viewport: string;
  /** The source file's name. */
  source: string;
  /** Device pixels the box fills (fractions kept: a box of 366 CSS px at 1.75× fills 640.5, which a 640 px file does not cover). */
  needed: { width: number; height: number };
  /** Width of the file the browser chose (its srcset descriptor, or the file's own width without one). */
  chosenWidth: number | null;
  downloaded: number;
  ideal: number;
};

export type PageImageBytes = {
  path: string;
  viewport: string;
  downloaded: number;
  beforeScrolling: number;
  /** Bytes of files no picture on the page showed (a preload the page did not use, a crop for another screen). */
  notShown: number;
  ideal: number;
  failed: number;
  pictures: PictureBytes[];
};

const isPhoto = (response: ImageResponse) => /^image\/(jpeg|png|webp|avif|gif)$/.test(response.mimeType);

/**
 * Where the picture's own file lives: the source of an image-service URL (under the media base), a shop picture
 * without the CDN's size parameters, or the file itself.
 */
export function sourceUrlOf(fileUrl: string, mediaBase: string): string {
  const url = new URL(fileUrl);
  if (url.pathname.startsWith(`${IMAGE_SERVICE_PREFIX}/`)) {
    return `${mediaBase.replace(/\/+$/, '')}/${parseImageServicePath(url.pathname.slice(IMAGE_SERVICE_PREFIX.length + 1)).sourcePath}`;
  }
  for (const parameter of ['width', 'height', 'crop', 'format']) url.searchParams.delete(parameter);
  return url.href;
}

/** Source files fetched once per run; ideal sizes computed once per file, size and crop. */
export class IdealCache {
  private readonly sources = new Map<string, Promise<Buffer>>();
  private readonly ideals = new Map<string, Promise<number>>();

  source(url: string): Promise<Buffer> {
    let pending = this.sources.get(url);
    if (!pending) {
      pending = fetch(url).then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return Buffer.from(await response.arrayBuffer());
      });
      this.sources.set(url, pending);
    }
    return pending;
  }

  ideal(url: string, image: SeenImage, deviceScaleFactor: number): Promise<number> {
    const shown = {
      width: Math.round(image.boxWidth * deviceScaleFactor),
      height: Math.round(image.boxHeight * deviceScaleFactor),
      objectFit: image.objectFit,
      focus: focusOf(image.objectPosition),
    };
    const key = JSON.stringify([url, shown]);
    let pending = this.ideals.get(key);
    if (!pending) {
      pending = this.source(url).then((bytes) => idealAvifBytes(bytes, shown));
      this.ideals.set(key, pending);
    }
    return pending;
  }
}

export async function measurePageImageBytes(
  browser: Browser,
  baseUrl: string,
  path: string,
  viewport: ImageViewport,
  mediaBase: string,
  ideals: IdealCache,
): Promise<PageImageBytes> {
  const context = await browser.newContext(contextOptionsFor(viewport));
  let responses: ImageResponse[];
  let seen: SeenImage[];
  try {
    const traffic = await trackedPage(context);
    const response = await traffic.page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 120_000 });
    if (response?.status() !== 200) throw new Error(`${path} answered ${response?.status()}`);
    await traffic.networkIdle();
    traffic.markScrolling();
    await scrollThrough(traffic.page);
    await traffic.networkIdle();
    responses = traffic.images();
    seen = await seenImages(traffic.page);
  } finally {
    await context.close();
  }
  const photos = responses.filter((r) => r.status === 200 && isPhoto(r));
  const sum = (list: ImageResponse[]) => list.reduce((total, r) => total + r.bytes, 0);
  const bytesOf = new Map(photos.map((r) => [r.url, r.bytes]));
  const mimeOf = new Map(responses.map((r) => [r.url, r.mimeType]));
  const pictures: PictureBytes[] = [];
  const counted = new Set<string>();
  for (const image of seen) {
    // Drawings stay drawings: a picture whose file is an SVG has no AVIF ideal.
    if (!image.currentSrc || image.currentSrc.startsWith('data:') || mimeOf.get(image.currentSrc) === 'image/svg+xml' || /\.svg(\?|$)/.test(image.currentSrc))
      continue;
    const source = sourceUrlOf(image.currentSrc, mediaBase);
    const needed = { width: image.boxWidth * viewport.deviceScaleFactor, height: image.boxHeight * viewport.deviceScaleFactor };
    const key = JSON.stringify([source, needed]);
    // The same file at the same size is downloaded once and counted once.
    if (counted.has(key)) continue;
    counted.add(key);
    const ideal = await ideals.ideal(source, image, viewport.deviceScaleFactor);
    const chosenWidth = image.chosenWidth ?? (image.candidates.length === 0 ? image.naturalWidth : null);
    pictures.push({
      path,
      viewport: viewport.name,
      source: decodeURIComponent(new URL(source).pathname.split('/').pop() ?? source),
      needed,
      chosenWidth,
      downloaded: bytesOf.get(image.currentSrc) ?? 0,
      ideal,
    });
  }
  return {
    path,
    viewport: viewport.name,
    downloaded: sum(photos),
    beforeScrolling: sum(photos.filter((r) => r.beforeScrolling)),
    notShown: sum(photos.filter((r) => !seen.some((image) => image.currentSrc === r.url))),
    ideal: pictures.reduce((total, p) => total + p.ideal, 0),
    failed: responses.filter((r) => r.status !== 200).length,
    pictures,
  };
}
