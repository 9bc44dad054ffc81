// `npm run bench:js-wire [-- --no-build] [-- --path /faqs …]`: the JavaScript Chromium receives on each key page
// of the built site (brotli, every script until the network is idle), against the budgets: a content page
// ≤ 100 KB, /buy ≤ 130 KB, at most 12 script requests before the load event. Exits 1 when a page is over.
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { JS_WIRE_KEY_PAGES, jsWireBudget, MAX_SCRIPT_REQUESTS_BEFORE_LOAD } from './bench/js-budgets.ts';
import { measureJsOnWire } from './bench/js-on-wire.ts';
import { launchChromium } from './support/chromium.ts';
import { startBuiltSite } from './site-process.ts';

const { values: args } = parseArgs({ options: { 'no-build': { type: 'boolean' }, path: { type: 'string', multiple: true } } });
if (!args['no-build']) execSync('npm run build', { stdio: 'inherit' });

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const site = await startBuiltSite();
const browser = await launchChromium();
let over = 0;
try {
  console.log('\nJavaScript on the wire (Chromium, brotli, until network idle)');
  console.log('| path                                        | KB total | budget KB | KB before load | scripts | before load | verdict |');
  console.log('|---------------------------------------------|----------|-----------|----------------|---------|-------------|---------|');
  for (const path of args.path ?? JS_WIRE_KEY_PAGES) {
    const result = await measureJsOnWire(browser, site.baseUrl, path);
    const budgetKb = jsWireBudget(path);
    const ok = result.totalBytes / 1024 <= budgetKb && result.requestsBeforeLoad <= MAX_SCRIPT_REQUESTS_BEFORE_LOAD;
    if (!ok) over += 1;
    console.log(
      `| ${path.padEnd(43)} | ${kb(result.totalBytes).padStart(8)} | ${String(budgetKb).padStart(9)} | ${kb(result.beforeLoadBytes).padStart(14)} | ${String(result.scripts.length).padStart(7)} | ${String(result.requestsBeforeLoad).padStart(11)} | ${ok ? 'ok' : 'OVER'.padEnd(7)} |`,
    );
  }
} finally {
  await browser.close();
  await site.stop();
}
if (over > 0) {
  console.error(`\n${over} page(s) over budget.`);
  process.exitCode = 1;
}
