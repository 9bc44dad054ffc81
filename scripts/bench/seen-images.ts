// What a shopper sees of a page's pictures: the page is scrolled to the bottom a screen at a time (so every lazy
// picture loads), and each <img> that showed in the viewport on the way (not hidden, not clipped away by a carousel)
// is described: the box it fills, how it fits the picture into the box, and the file the browser chose from its
// srcset. Shared by `npm run bench:images` and the browser test of the chosen candidates.
import type { Page } from 'playwright-core';

export type SrcsetCandidate = { url: string; width: number };

export type SeenImage = {
  /** Position among the page's <img> elements. */
  index: number;
  alt: string;
  currentSrc: string;
  /** The box's size in CSS pixels. */
  boxWidth: number;
  boxHeight: number;
  objectFit: string;
  objectPosition: string;
  /** The decoded file's width divided by its density (the file's own width when it has no srcset). */
  naturalWidth: number;
  /** The srcset the chosen file came from (the <source> or the <img>'s own), widest last; empty without a srcset. */
  candidates: SrcsetCandidate[];
  /** The `w` descriptor of the chosen file, or null when the file is not one of the candidates. */
  chosenWidth: number | null;
  /** The `type` of the <source> the file came from (null: the <img>'s own srcset or src). */
  chosenType: string | null;
  /** Every file the picture offers, in any of its <source>s or its own srcset. */
  offeredUrls: string[];
};

/** How long the page may stay still between two scroll steps, for lazy pictures to start. */
const STEP_PAUSE_MS = 120;
const MAX_STEPS = 200;

/** Records, in the page, the <img> elements that show in the viewport now (kept on window between calls). */
function recordVisibleImages(): void {
  const holder = window as unknown as { seenImages?: Set<HTMLImageElement> };
  const seen = (holder.seenImages ??= new Set());
  for (const img of document.querySelectorAll('img')) {
    if (seen.has(img) || !img.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue;
    let { left, top, right, bottom } = img.getBoundingClientRect();
    // Clipped by every scrolling or overflow-hidden ancestor (carousels), then by the viewport.
    for (let parent = img.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      [left, top, right, bottom] = [Math.max(left, clip.left), Math.max(top, clip.top), Math.min(right, clip.right), Math.min(bottom, clip.bottom)];
    }
    [left, top, right, bottom] = [Math.max(left, 0), Math.max(top, 0), Math.min(right, innerWidth), Math.min(bottom, innerHeight)];
    if (right - left >= 1 && bottom - top >= 1) seen.add(img);
  }
}

/** Describes the recorded images, in the page (self-contained: Playwright sends it to the browser as source). */
function describeSeenImages(): SeenImage[] {
  const seen = (window as unknown as { seenImages?: Set<HTMLImageElement> }).seenImages ?? new Set<HTMLImageElement>();
  const all = [...document.querySelectorAll('img')];
  const parse = (srcset: string) =>
    [...srcset.matchAll(/(\S+)\s+(\d+)w\s*(?:,|$)/g)]
      .map((match) => ({ url: new URL(match[1]!, document.baseURI).href, width: Number(match[2]) }))
      .sort((a, b) => a.width - b.width);
  return [...seen].map((img) => {
    const sets: { srcset: string; type: string | null }[] = [];
    if (img.parentElement instanceof HTMLPictureElement) {
      for (const source of img.parentElement.querySelectorAll('source')) sets.push({ srcset: source.srcset, type: source.type || null });
    }
    sets.push({ srcset: img.srcset, type: null });
    const parsed = sets.map((set) => ({ ...set, candidates: parse(set.srcset) }));
    const from = parsed.find((set) => set.candidates.some((c) => c.url === img.currentSrc));
    const box = img.getBoundingClientRect();
    const style = getComputedStyle(img);
    return {
      index: all.indexOf(img),
      alt: img.alt,
      currentSrc: img.currentSrc,
      boxWidth: box.width,
      boxHeight: box.height,
      objectFit: style.objectFit,
      objectPosition: style.objectPosition,
      naturalWidth: img.naturalWidth,
      candidates: from?.candidates ?? parse(img.srcset),
      chosenWidth: from?.candidates.find((c) => c.url === img.currentSrc)?.width ?? null,
      chosenType: from?.type ?? null,
      offeredUrls: parsed.flatMap((set) => set.candidates.map((c) => c.url)),
    };
  });
}

/** tsx compiles these scripts keeping function names (an `__name` helper the page lacks): give the page one. */
const NAME_HELPER = 'globalThis.__name ??= (target) => target';

/** Scrolls from the top to the bottom a screen at a time (also as the page grows), recording what shows. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(NAME_HELPER);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  for (let step = 0; step < MAX_STEPS; step++) {
    await page.evaluate(recordVisibleImages);
    const atBottom = await page.evaluate(() => {
      if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1) return true;
      window.scrollBy({ top: Math.round(window.innerHeight * 0.8), behavior: 'instant' });
      return false;
    });
    if (atBottom) return;
    await page.waitForTimeout(STEP_PAUSE_MS);
  }
}

/** The images recorded by scrollThrough (call it first; images loaded after it are described as they are now). */
export async function seenImages(page: Page): Promise<SeenImage[]> {
  await page.evaluate(NAME_HELPER);
  return page.evaluate(describeSeenImages);
}
