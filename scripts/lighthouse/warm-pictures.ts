// Opens each page once at a Lighthouse preset's screen (its viewport, pixel ratio and user agent) before the runs and
// scrolls it to the bottom, so every picture a run can ask for (Lighthouse's Chromium starts some lazy ones below
// the fold too) is already made by the image service, as a live site's are: the runs then time the files'
// delivery, not the first transform of a camera photograph.
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import type { Page } from 'playwright-core';
import { launchChromium } from '../support/chromium.ts';
import type { FormFactor } from './performance-audit.ts';

export async function warmPictures(urls: readonly string[], formFactors: readonly FormFactor[]): Promise<void> {
  const browser = await launchChromium();
  try {
    for (const formFactor of formFactors) {
      const screen = screenEmulationMetrics[formFactor];
      const context = await browser.newContext({
        viewport: { width: screen.width, height: screen.height },
        deviceScaleFactor: screen.deviceScaleFactor,
        isMobile: screen.mobile,
        hasTouch: screen.mobile,
        userAgent: userAgents[formFactor],
      });
      try {
        const page = await context.newPage();
        for (const url of urls) {
          await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
          await scrollToBottom(page);
        }
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

/** A screen at a time, so each lazy picture enters the viewport, then waits until no request has been open for half a second. */
async function scrollToBottom(page: Page): Promise<void> {
  let open = 0;
  let lastChange = Date.now();
  const change = (by: number) => () => {
    open += by;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  try {
    for (let step = 0; step < 100; step += 1) {
      const atBottom = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      });
      await page.waitForTimeout(100);
      if (atBottom) break;
    }
    const deadline = Date.now() + 120_000;
    while ((open > 0 || Date.now() - lastChange < 500) && Date.now() < deadline) await page.waitForTimeout(100);
  } finally {
    page.removeAllListeners('request');
    page.removeAllListeners('requestfinished');
    page.removeAllListeners('requestfailed');
  }
}
