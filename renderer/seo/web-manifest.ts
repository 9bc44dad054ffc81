// The web app manifest: brand name, the brand's paper and ink colours (renderer/styles/tokens.css
// --colour-neutral-white and --colour-neutral-black) and the icons: the SVG favicon, which scales to any size,
// and PNG renderings of it for platforms that want bitmaps (public/icon-192.png, public/icon-512.png).
import { BRAND_NAME } from '../../content/brand.ts';

export const MANIFEST_BACKGROUND_COLOUR = '#fbf9f6';
export const MANIFEST_THEME_COLOUR = '#232220';
export const WEB_MANIFEST_PATH = '/site.webmanifest';

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
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    ],
  };
}
