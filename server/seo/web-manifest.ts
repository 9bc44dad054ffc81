// The web app manifest: brand name, the brand's paper and ink colours (renderer/styles/tokens.css
// --colour-neutral-white and --colour-neutral-black) and the favicon, which is an SVG and scales to any size.
import { BRAND_NAME } from '../../renderer/brand.ts';

export const MANIFEST_BACKGROUND_COLOUR = '#fbf9f6';
export const MANIFEST_THEME_COLOUR = '#232220';

export function webManifest(description: string | null) {
  return {
    name: BRAND_NAME,
    short_name: BRAND_NAME,
    ...(description ? { description } : {}),
    lang: 'en-AU',
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: MANIFEST_BACKGROUND_COLOUR,
    theme_color: MANIFEST_THEME_COLOUR,
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}
