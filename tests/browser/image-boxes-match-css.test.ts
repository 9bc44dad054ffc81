// The image boxes of blocks/shared/image-boxes.ts restate each block's CSS as numbers (for `sizes`, the srcset's
// range and the opening image's preload). Here Chromium lays out the built pages at the six screens pictures are
// prepared for and the width each boxed picture is drawn at must be the width its declared box gives: a CSS change
// without its box (or the reverse) fails, naming the block and the screen, before the browser fetches twice.
import { describe, expect, inject, it } from 'vitest';
import {
  ARTICLE_HERO_BOX,
  CALL_TO_ACTION_BACKDROP_BOX,
  CONTACT_TALL_BOX,
  CONTACT_WIDE_BOX,
  EXPERTS_HERO_BOX,
  HOME_HERO_BOX,
  HOW_IT_WORKS_HERO_BOX,
  PAGE_INTRO_BACKDROP_BOX,
} from '../../blocks/shared/image-boxes.ts';
import type { BoxRule, ImageBox } from '../../content/images/image-box.ts';
import { contextOptionsFor, IMAGE_VIEWPORTS } from '../../scripts/bench/image-viewports.ts';
import { chromiumForFile } from './support/chromium.ts';

/** Each declared box, the page that shows it and the picture's selector there. */
const BOXED_PICTURES: { block: string; path: string; selector: string; box: ImageBox; screens?: { from?: number; below?: number } }[] = [
  { block: 'HomeIntro', path: '/', selector: '.home-intro__media img', box: HOME_HERO_BOX },
  { block: 'PageCallToAction', path: '/', selector: '.page-cta__backdrop img', box: CALL_TO_ACTION_BACKDROP_BOX },
  { block: 'PageIntro', path: '/products', selector: '.page-intro__backdrop img', box: PAGE_INTRO_BACKDROP_BOX },
  { block: 'HowItWorksIntro', path: '/how-it-works', selector: '.how-it-works-intro__media img', box: HOW_IT_WORKS_HERO_BOX },
  { block: 'ExpertsIntro', path: '/experts', selector: '.experts-intro__media img', box: EXPERTS_HERO_BOX },
  { block: 'ArticleIntro', path: '/why-deep-mattresses-need-tailored-sheets', selector: '.article-intro__media img', box: ARTICLE_HERO_BOX },
  // Art-directed: the wide crop from 768 px, the tall one below (contact-backdrop.ts).
  { block: 'ContactDetails (wide)', path: '/contact', selector: '.contact-details__backdrop img', box: CONTACT_WIDE_BOX, screens: { from: 768 } },
  { block: 'ContactDetails (tall)', path: '/contact', selector: '.contact-details__backdrop img', box: CONTACT_TALL_BOX, screens: { below: 768 } },
];

/** Rounding and sub-pixel layout: a box within this many CSS px of its declaration agrees. */
const TOLERANCE_PX = 2;

/** The rule of a box that applies at `viewport` (rules run widest first). */
function ruleAt(box: ImageBox, viewport: number): BoxRule | undefined {
  return box.find((rule) => rule.from === undefined || viewport >= rule.from);
}

/** The width in CSS px the declared rule gives at `viewport`, as its `sizes` length would. */
function declaredWidth(rule: BoxRule, viewport: number): number {
  if (rule.px !== undefined) return rule.px;
  const width = (viewport * (rule.vw ?? 100)) / 100 + (rule.offsetPx ?? 0);
  return rule.maxPx === undefined ? width : Math.min(width, rule.maxPx);
}

const chromium = chromiumForFile();

describe("each boxed picture's drawn width matches its declared box", () => {
  for (const viewport of IMAGE_VIEWPORTS) {
    it(`at ${viewport.name}`, { timeout: 120_000 }, async () => {
      const context = await chromium.browser.newContext(contextOptionsFor(viewport));
      const problems: string[] = [];
      try {
        const page = await context.newPage();
        for (const path of new Set(BOXED_PICTURES.map((picture) => picture.path))) {
          const response = await page.goto(`${inject('baseUrl')}${path}`, { waitUntil: 'load' });
          expect(response?.status(), path).toBe(200);
          for (const picture of BOXED_PICTURES.filter((entry) => entry.path === path)) {
            // The art-directed halves each answer for their own screens only.
            if (viewport.width < (picture.screens?.from ?? 0) || viewport.width >= (picture.screens?.below ?? Infinity)) continue;
            const rule = ruleAt(picture.box, viewport.width);
            if (!rule) throw new Error(`${picture.block}: its box declares no rule for ${viewport.width} px`);
            const expected = declaredWidth(rule, viewport.width);
            const drawn = await page
              .locator(picture.selector)
              .first()
              .evaluate((image) => image.getBoundingClientRect().width);
            if (Math.abs(drawn - expected) > TOLERANCE_PX) {
              problems.push(
                `${picture.block} on ${path} at ${viewport.name}: drawn ${drawn.toFixed(1)} px wide by its CSS, its box in blocks/shared/image-boxes.ts says ${expected.toFixed(1)} px`,
              );
            }
          }
        }
      } finally {
        await context.close();
      }
      expect(problems).toEqual([]);
    });
  }
});
