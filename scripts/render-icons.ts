// `node --import tsx scripts/render-icons.ts`: renders public/favicon.svg to the PNG icons platforms that
// want bitmaps ask for (apple-touch-icon 180 px; manifest 192 and 512 px), as full squares in the brand ink
// so home screens can round the corners themselves. Run again after changing the favicon.
import { readFileSync } from 'node:fs';
import { launchChromium } from './support/chromium.ts';
import { MANIFEST_THEME_COLOUR } from '../renderer/seo/web-manifest.ts';

const ICONS: Record<string, number> = { 'public/apple-touch-icon.png': 180, 'public/icon-192.png': 192, 'public/icon-512.png': 512 };

const svg = readFileSync('public/favicon.svg', 'utf8');
const browser = await launchChromium();
try {
  for (const [file, size] of Object.entries(ICONS)) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace(/width="\d+" height="\d+"/, `width="${size}" height="${size}"`);
    await page.setContent(`<body style="margin:0;background:${MANIFEST_THEME_COLOUR}">${sized}</body>`);
    await page.screenshot({ path: file, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
  }
} finally {
  await browser.close();
}
