// Written by scripts/fonts/make-fonts.sh; do not edit. The two font files every first screen sets text in
// (body copy, headings), preloaded after the page's hero image; the italic face loads when used.
export const FIRST_SCREEN_FONTS = [
  '/fonts/jost-latin-basic-wght-normal.f5ae9862f3.woff2',
  '/fonts/cormorant-garamond-latin-basic-500-normal.7a628100da.woff2',
] as const;

/** The italic display face, preloaded only by pages whose first screen sets text in it. */
export const ITALIC_DISPLAY_FONT = '/fonts/cormorant-garamond-latin-basic-500-italic.448bf00e28.woff2';
