// The boxes the site's pictures fill, worked out from the layout CSS beside each block (the grid columns, the
// container, the gutters and gaps of renderer/styles/tokens.css), shared by each component and, for the images that
// open a page, by the preload the server sends with the HTML: the two must agree, or the browser fetches twice.
// The container is min(100% - 2 × gutter, 1240px) with a gutter of 12.8px + 2.5vw: about calc(95vw - 26px).
import { box, type BoxRule } from '../../content/images/image-box.ts';

const PAGE_MAX = 1240;

/** The page container's width, optionally cropped to a shape. */
export function containerRule(aspect?: number, from?: number): BoxRule {
  return { from, vw: 95, offsetPx: -26, maxPx: PAGE_MAX, aspect };
}

/**
 * The two-column heroes once the container stops at 1240 px (from 1,332 px): the gap still grows with the viewport
 * until its clamp's top (1,600 px), so the picture's column narrows a little (a negative share of the viewport), then holds (measured by
 * tests/browser/image-boxes-match-css.test.ts: a single cap read 4–8 px too wide at 1,920 px).
 */
const CONTAINER_FULL_FROM = 1332;
const GAP_FULL_FROM = 1600;

/** Home hero: the second of two columns (1fr 1.05fr, gap --space-l) from 992 px, the container below. */
export const HOME_HERO_BOX = box(
  { from: GAP_FULL_FROM, px: 598, aspect: 4 / 3.4 },
  { from: CONTAINER_FULL_FROM, vw: -1.28, offsetPx: 619, aspect: 4 / 3.4 },
  { from: 992, vw: 47.4, offsetPx: -29, maxPx: 602, aspect: 4 / 3.4 },
  containerRule(4 / 3.4),
);
/** How-it-works hero: 1fr 1.1fr with --space-xl between from 992 px. */
export const HOW_IT_WORKS_HERO_BOX = box(
  { from: GAP_FULL_FROM, px: 582, aspect: 4 / 3 },
  { from: CONTAINER_FULL_FROM, vw: -2.62, offsetPx: 624, aspect: 4 / 3 },
  { from: 992, vw: 47.2, offsetPx: -38, maxPx: 590, aspect: 4 / 3 },
  containerRule(4 / 3),
);
/** Experts hero: 0.9fr 1.1fr with --space-xl between from 992 px. */
export const EXPERTS_HERO_BOX = box(
  { from: GAP_FULL_FROM, px: 612, aspect: 16 / 11 },
  { from: CONTAINER_FULL_FROM, vw: -2.75, offsetPx: 656, aspect: 16 / 11 },
  { from: 992, vw: 49.5, offsetPx: -40, maxPx: 619, aspect: 16 / 11 },
  containerRule(16 / 11),
);
/** An article's opening image: the container at 2:1, edge to edge at 4:3 on phones (ArticleIntro.css). */
export const ARTICLE_HERO_BOX = box(containerRule(2, 576), { vw: 100, aspect: 4 / 3 });
/**
 * Backdrops behind words (object-fit: cover, as tall as the words need): shapes a little narrower than the boxes
 * measured in Chromium, so the picture is cropped in height (a few percent of bytes) rather than drawn wider than
 * `sizes` says (blurred). PageIntro measured 0.9:1 at 375 px and 2.5:1 at 1,280 px.
 */
export const PAGE_INTRO_BACKDROP_BOX = box({ from: 992, vw: 100, aspect: 21 / 9 }, { from: 576, vw: 100, aspect: 3 / 2 }, { vw: 100, aspect: 5 / 6 });
/**
 * PageCallToAction keeps about the same height (410–460 px on wide screens) as the viewport widens: 1.05–1.3:1 at
 * 375 px, 2.25:1 at 768 px, 2.8–3.1:1 at 1,280 px and 4.3:1 at 1,920 px.
 */
export const CALL_TO_ACTION_BACKDROP_BOX = box(
  { from: 1900, vw: 100, aspect: 4 },
  { from: 1400, vw: 100, aspect: 3 },
  { from: 992, vw: 100, aspect: 5 / 2 },
  { from: 768, vw: 100, aspect: 2 },
  { from: 576, vw: 100, aspect: 16 / 9 },
  { vw: 100, aspect: 1 },
);
/** The contact backdrop: the wide crop from 768 px, the tall one below (ContactDetails.css). */
export const CONTACT_WIDE_MEDIA = '(min-width: 768px)';
export const CONTACT_WIDE_BOX = box({ vw: 100, aspect: 16 / 9 });
export const CONTACT_TALL_BOX = box({ vw: 100, aspect: 9 / 16 });
