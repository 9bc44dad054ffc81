// `npm run bench:images [-- --no-build] [--quick] [--path / …] [--viewport 375 …] [--json file]`: the photo bytes a
// shopper downloads on /, /products, a photographed article and /buy, whole page scrolled, at six screens, against
// the ideal (each picture shown as AVIF at the device pixels its box fills; goal ≤ 1.3×). The site runs built,
// against the demo CMS with camera photographs stored as Strapi stores uploads (CMS_URL, Strapi's own media
// layout; scripts/support/photographed-content.ts), and the demo shop showing photographs as product images
// (DEMO_SHOP_IMAGES_DIR, scripts/support/photographed-shop.ts).
// Also lists the pictures furthest from their ideal, with the file width chosen against the pixels needed, for
// whoever tunes the boxes. --quick: / at Lighthouse's phone only (the smoke run). A benchmark: exits 0.
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { startDemoCms } from '../support/demo-cms.ts';
import { launchChromium } from '../support/chromium.ts';
import { PHOTOGRAPHED_ARTICLE, PHOTOGRAPHED_CMS_DIR } from '../support/photographed-content.ts';
import { photographedShopDir } from '../support/photographed-shop.ts';
import { startBuiltSite } from '../site-process.ts';
import { IMAGE_VIEWPORTS } from './image-viewports.ts';
import { IdealCache, measurePageImageBytes, type PageImageBytes, type PictureBytes } from './page-image-bytes.ts';
import { type BenchMeasure, writeMeasures } from './results.ts';

/** The goal: photo bytes at most this many times the ideal. */
export const IDEAL_RATIO_GOAL = 1.3;
const PAGES = ['/', '/products', `/${PHOTOGRAPHED_ARTICLE}`, '/buy'];
const QUICK = { paths: ['/'], viewports: ['412'] };
const WORST_SHOWN = 12;

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean' },
    quick: { type: 'boolean' },
    path: { type: 'string', multiple: true },
    viewport: { type: 'string', multiple: true },
    json: { type: 'string' },
  },
});
const paths = args.path ?? (args.quick ? QUICK.paths : PAGES);
const viewportNames = args.viewport ?? (args.quick ? QUICK.viewports : null);
const viewports = viewportNames
  ? IMAGE_VIEWPORTS.filter((v) => viewportNames.some((name) => v.name.startsWith(`${name} `) || v.name === name))
  : IMAGE_VIEWPORTS;
if (viewports.length === 0) throw new Error(`--viewport must name one of: ${IMAGE_VIEWPORTS.map((v) => v.name).join(', ')}`);

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;
const ratioOf = (downloaded: number, ideal: number) => (ideal > 0 ? downloaded / ideal : 0);

if (!args['no-build']) execSync('npm run build', { stdio: 'inherit' });
const cms = await startDemoCms({ dataDir: PHOTOGRAPHED_CMS_DIR, photos: true });
const results: PageImageBytes[] = [];
try {
  const site = await startBuiltSite({ env: { CMS_URL: cms.url, DEMO_SHOP_IMAGES_DIR: await photographedShopDir() }, timeoutMs: 120_000 });
  const browser = await launchChromium();
  try {
    const ideals = new IdealCache();
    for (const path of paths) {
      for (const viewport of viewports) {
        const result = await measurePageImageBytes(browser, site.baseUrl, path, viewport, cms.url, ideals);
        console.error(`${path} at ${viewport.name}: ${kb(result.downloaded)} of photographs, ideal ${kb(result.ideal)}`);
        results.push(result);
      }
    }
  } finally {
    await browser.close();
    await site.stop();
  }
} finally {
  await cms.stop();
}

console.log(`\nPhoto bytes, whole page scrolled (Chromium, first visit), against the ideal: AVIF at the pixels shown (goal ≤ ${IDEAL_RATIO_GOAL}×)`);
console.log('| page | viewport | downloaded | before scrolling | ideal | ratio | met | files not shown | failed requests |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  const ratio = ratioOf(r.downloaded, r.ideal);
  console.log(
    `| ${r.path} | ${r.viewport} | ${kb(r.downloaded)} | ${kb(r.beforeScrolling)} | ${kb(r.ideal)} | ${ratio.toFixed(2)}× | ${ratio <= IDEAL_RATIO_GOAL ? 'yes' : 'no'} | ${kb(r.notShown)} | ${r.failed} |`,
  );
}

const worst = results
  .flatMap((r) => r.pictures)
  .sort((a, b) => b.downloaded - b.ideal - (a.downloaded - a.ideal))
  .slice(0, WORST_SHOWN);
const tenths = (px: number) => `${Math.round(px * 10) / 10}`;
const size = (p: PictureBytes) => `${tenths(p.needed.width)} × ${tenths(p.needed.height)}`;
console.log(`\nThe ${worst.length} pictures furthest over their ideal (bytes over it): the file width chosen against the device pixels the box fills`);
console.log('| page | viewport | picture | pixels needed | chosen file width | downloaded | ideal | ratio |');
console.log('|---|---|---|---|---|---|---|---|');
for (const p of worst) {
  console.log(
    `| ${p.path} | ${p.viewport} | ${p.source} | ${size(p)} | ${p.chosenWidth ?? '?'} | ${kb(p.downloaded)} | ${kb(p.ideal)} | ${ratioOf(p.downloaded, p.ideal).toFixed(2)}× |`,
  );
}

const measures: BenchMeasure[] = results.map((r) => ({
  measure: `photo bytes ÷ ideal ${r.path} ${r.viewport}`,
  goal: IDEAL_RATIO_GOAL,
  value: Number(ratioOf(r.downloaded, r.ideal).toFixed(2)),
  unit: '×',
  bound: 'max',
}));
writeMeasures(args.json, measures);
