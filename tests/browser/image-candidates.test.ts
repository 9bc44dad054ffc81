// The file the browser chooses for each picture, on the photographed pages (camera photographs in a Strapi-shaped
// CMS, scripts/support/photographed-content.ts), at each screen the image benchmark measures: every <img> with a
// srcset that showed while the page was scrolled to the bottom gets a file at least as wide as the device pixels
// its box fills (or the widest offered), no more than the ladder rung covering them, as AVIF; and the opening
// image's preload fetches the very file its <img> shows, in one request.
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackedPage } from '../../scripts/bench/image-traffic.ts';
import { contextOptionsFor, IMAGE_VIEWPORTS } from '../../scripts/bench/image-viewports.ts';
import { scrollThrough, seenImages } from '../../scripts/bench/seen-images.ts';
import { type RunningDemoCms, startDemoCms } from '../../scripts/support/demo-cms.ts';
import { PHOTOGRAPHED_ARTICLE, PHOTOGRAPHED_CMS_DIR } from '../../scripts/support/photographed-content.ts';
import { type RunningSite, startBuiltSite } from '../../scripts/site-process.ts';
import { candidateProblems, type ImagePreloadLink, nameOf, preloadProblems } from './support/candidate-checks.ts';
import { chromiumForFile } from './support/chromium.ts';

const PATHS = ['/', '/products', `/${PHOTOGRAPHED_ARTICLE}`];

const chromium = chromiumForFile();
let cms: RunningDemoCms;
let site: RunningSite;

beforeAll(async () => {
  // The first run stores the photographs as Strapi would (under a minute); later runs reuse them.
  cms = await startDemoCms({ dataDir: PHOTOGRAPHED_CMS_DIR, photos: true });
  site = await startBuiltSite({ env: { CMS_URL: cms.url, LOG_LEVEL: 'error' } });
}, 600_000);

afterAll(async () => {
  await site?.stop();
  await cms?.stop();
});

/** Opens `path` on a first visit (an empty cache, so every file is a request), scrolls it to the bottom, and checks what it showed. */
async function problemsOn(context: BrowserContext, path: string, deviceScaleFactor: number): Promise<string[]> {
  const traffic = await trackedPage(context);
  const { page } = traffic;
  const response = await page.goto(`${site.baseUrl}${path}`, { waitUntil: 'load', timeout: 90_000 });
  expect(response?.status()).toBe(200);
  await traffic.networkIdle();
  const links: ImagePreloadLink[] = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"][imagesrcset]')].map((link) => ({
      imageSrcSet: link.imageSrcset,
      media: link.media,
      matches: !link.media || window.matchMedia(link.media).matches,
    })),
  );
  await scrollThrough(page);
  await traffic.networkIdle();
  const responses = traffic.images();
  const shown = (await seenImages(page)).filter((image) => image.candidates.length > 0);
  // Logged so a reader can check the test's reading of each picture, not only its verdicts.
  for (const image of shown) {
    console.log(
      `${path} @${deviceScaleFactor}x ${nameOf(image)}: box ${image.boxWidth.toFixed(1)} CSS px → ${Math.round(image.boxWidth * deviceScaleFactor)} px, chose ${image.chosenWidth}w of ${image.candidates.map((c) => c.width).join(', ')}`,
    );
  }
  expect(shown.length).toBeGreaterThan(0);
  await page.close();
  return [
    ...shown.flatMap((image) => {
      const elsewhere = new Set(shown.filter((other) => other !== image).map((other) => other.currentSrc));
      return candidateProblems(image, deviceScaleFactor, responses, elsewhere).map((problem) => `${path}: ${problem}`);
    }),
    ...preloadProblems(links, shown, responses, site.baseUrl).map((problem) => `${path}: ${problem}`),
  ];
}

describe('the file chosen for each photograph, whole page scrolled', () => {
  for (const viewport of IMAGE_VIEWPORTS) {
    it(`at ${viewport.name}: covers the box's pixels, one rung at most, as AVIF, the preload's file fetched once`, { timeout: 240_000 }, async () => {
      const problems: string[] = [];
      for (const path of PATHS) {
        const context = await chromium.browser.newContext(contextOptionsFor(viewport));
        try {
          problems.push(...(await problemsOn(context, path, viewport.deviceScaleFactor)));
        } finally {
          await context.close();
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
