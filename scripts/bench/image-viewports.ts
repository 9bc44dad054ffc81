// The screens pictures are measured on (issue: photo bytes ≤ 1.3× the ideal, and the chosen candidates), as
// Playwright context options: phones at their usual pixel ratios, a tablet, laptops at 1× and 2×, a desktop.
export type ImageViewport = { name: string; width: number; height: number; deviceScaleFactor: number; isMobile: boolean };

export const IMAGE_VIEWPORTS: readonly ImageViewport[] = [
  { name: '375 px @3x', width: 375, height: 812, deviceScaleFactor: 3, isMobile: true },
  // Lighthouse's emulated phone (Moto G Power).
  { name: '412 px @1.75x', width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true },
  { name: '768 px @2x', width: 768, height: 1024, deviceScaleFactor: 2, isMobile: true },
  { name: '1280 px @1x', width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false },
  { name: '1440 px @2x', width: 1440, height: 900, deviceScaleFactor: 2, isMobile: false },
  { name: '1920 px @1x', width: 1920, height: 1080, deviceScaleFactor: 1, isMobile: false },
];

/** The options of a browser context that shows pages as on `viewport`. */
export function contextOptionsFor(viewport: ImageViewport) {
  const { width, height, deviceScaleFactor, isMobile } = viewport;
  return { viewport: { width, height }, deviceScaleFactor, isMobile, hasTouch: isMobile };
}
