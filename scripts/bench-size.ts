// `npm run bench:size`: builds the site and opens one page of each type in Chromium, adding up the client
// JavaScript as the browser receives it (brotli, every script until the network is idle, see
// scripts/bench/js-on-wire.ts), with how much of it and how many requests come before the load event.
import { execSync } from 'node:child_process';
import { jsWireBudget } from './bench/js-budgets.ts';
import { measureJsOnWire } from './bench/js-on-wire.ts';
import { launchChromium } from './support/chromium.ts';
import { startBuiltSite } from './site-process.ts';

const PAGE_TYPES: Record<string, string> = {
  home: '/',
  'content page': '/how-it-works',
  'blog article': '/clean-fold-and-store',
  'not found': '/no-such-page',
  buy: '/buy',
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });
const site = await startBuiltSite();
const browser = await launchChromium();
try {
  const rows: string[] = [];
  for (const [type, path] of Object.entries(PAGE_TYPES)) {
    const result = await measureJsOnWire(browser, site.baseUrl, path);
    const budget = jsWireBudget(path);
    const flag = result.totalBytes / 1024 > budget ? `  over the ${budget} KB budget` : '';
    rows.push(
      `| ${type.padEnd(13)} | ${path.padEnd(22)} | ${String(result.scripts.length).padStart(5)} | ${String(result.requestsBeforeLoad).padStart(11)} | ${kb(result.beforeLoadBytes).padStart(14)} | ${kb(result.totalBytes).padStart(8)} |${flag}`,
    );
  }
  console.log('\nClient JavaScript on the wire per page type (brotli, until network idle)');
  console.log('| page type     | path                   | files | before load | KB before load | KB total |');
  console.log('|---------------|------------------------|-------|-------------|----------------|----------|');
  for (const row of rows) console.log(row);
} finally {
  await browser.close();
  await site.stop();
}
