// `npm run bench:js-wire [-- --no-build] [--path /faqs …] [--site URL] [--json file]`: the JavaScript and fonts Chromium
// receives on each key page of the built site before the shopper's first interaction (brotli, with headers,
// until the browser has been idle and the network is quiet), against the budgets: a content page ≤ 60 KB of
// JavaScript, /buy ≤ 130 KB, at most 12 script requests; fonts ≤ 60 KB with at most 3 preloaded. A benchmark:
// prints OVER beside a page over budget, exits 0. `--site URL`: measure a built site already running there.
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { FONT_BUDGET_KB, JS_WIRE_KEY_PAGES, jsWireBudget, MAX_PRELOADED_FONTS, MAX_SCRIPT_REQUESTS_BEFORE_LOAD } from './bench/js-budgets.ts';
import { measureJsOnWire } from './bench/js-on-wire.ts';
import { siteToMeasure } from './bench/measured-site.ts';
import { type BenchMeasure, writeMeasures } from './bench/results.ts';
import { launchChromium } from './support/chromium.ts';

const { values: args } = parseArgs({
  options: { 'no-build': { type: 'boolean' }, path: { type: 'string', multiple: true }, site: { type: 'string' }, json: { type: 'string' } },
});
if (!args['no-build']) execSync('npm run build', { stdio: 'inherit' });

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const site = await siteToMeasure(args.site);
const browser = await launchChromium();
const measures: BenchMeasure[] = [];
try {
  console.log('\nJavaScript and fonts on the wire before the first interaction (Chromium, brotli, with headers, until idle)');
  console.log(
    '| path                                        | JS KB | budget KB | KB before load | scripts | before load | font KB | fonts | preloaded | verdict |',
  );
  console.log(
    '|---------------------------------------------|-------|-----------|----------------|---------|-------------|---------|-------|-----------|---------|',
  );
  for (const path of args.path ?? JS_WIRE_KEY_PAGES) {
    const result = await measureJsOnWire(browser, site.baseUrl, path);
    const budgetKb = jsWireBudget(path);
    const ok =
      result.totalBytes / 1024 <= budgetKb &&
      result.scripts.length <= MAX_SCRIPT_REQUESTS_BEFORE_LOAD &&
      result.fontBytes / 1024 <= FONT_BUDGET_KB &&
      result.preloadedFonts <= MAX_PRELOADED_FONTS;
    console.log(
      `| ${path.padEnd(43)} | ${kb(result.totalBytes).padStart(5)} | ${String(budgetKb).padStart(9)} | ${kb(result.beforeLoadBytes).padStart(14)} | ${String(result.scripts.length).padStart(7)} | ${String(result.requestsBeforeLoad).padStart(11)} | ${kb(result.fontBytes).padStart(7)} | ${String(result.fontFiles).padStart(5)} | ${String(result.preloadedFonts).padStart(9)} | ${ok ? 'ok' : 'OVER'.padEnd(7)} |`,
    );
    measures.push(
      { measure: `JavaScript before the first interaction ${path}`, goal: budgetKb, value: Number(kb(result.totalBytes)), unit: 'KB', bound: 'max' },
      { measure: `script requests before load ${path}`, goal: MAX_SCRIPT_REQUESTS_BEFORE_LOAD, value: result.requestsBeforeLoad, unit: '', bound: 'max' },
      // The scripts start after the first paint, often after the load event: the page's whole count is held to the same bound.
      { measure: `script requests until network idle ${path}`, goal: MAX_SCRIPT_REQUESTS_BEFORE_LOAD, value: result.scripts.length, unit: '', bound: 'max' },
      { measure: `fonts on first load ${path}`, goal: FONT_BUDGET_KB, value: Number(kb(result.fontBytes)), unit: 'KB', bound: 'max' },
      { measure: `fonts preloaded ${path}`, goal: MAX_PRELOADED_FONTS, value: result.preloadedFonts, unit: '', bound: 'max' },
    );
  }
  writeMeasures(args.json, measures);
} finally {
  await browser.close();
  await site.stop();
}
