// `npm run bench:size`: builds the site, opens one page of each type and adds up the client JavaScript
// the HTML asks for on first load (entry scripts and module preloads), raw and gzip-compressed.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startBuiltSite } from './site-process.ts';

const PAGE_TYPES: Record<string, string> = {
  home: '/',
  'content page': '/how-it-works',
  'blog article': '/clean-fold-and-store',
  'not found': '/no-such-page',
  buy: '/buy',
};
const CONTENT_PAGE_BUDGET_GZIP_KB = 115;

function scriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"|<link[^>]+href="([^"]+)"[^>]+rel="modulepreload"/g)) urls.add((match[1] ?? match[2])!);
  return [...urls].filter((url) => url.startsWith('/'));
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });
const site = await startBuiltSite();
try {
  const rows: string[] = [];
  for (const [type, path] of Object.entries(PAGE_TYPES)) {
    const html = await (await fetch(`${site.baseUrl}${path}`)).text();
    const files = scriptUrls(html);
    let raw = 0;
    let gzip = 0;
    for (const url of files) {
      const body = readFileSync(join('dist/client', url.split('?')[0]!));
      raw += body.length;
      gzip += gzipSync(body, { level: 9 }).length;
    }
    const flag = type === 'content page' && gzip / 1024 > CONTENT_PAGE_BUDGET_GZIP_KB ? `  over the ${CONTENT_PAGE_BUDGET_GZIP_KB} KB budget` : '';
    rows.push(`| ${type.padEnd(13)} | ${path.padEnd(22)} | ${String(files.length).padStart(5)} | ${kb(raw).padStart(9)} | ${kb(gzip).padStart(9)} |${flag}`);
  }
  console.log('\nFirst-load client JavaScript per page type');
  console.log('| page type     | path                   | files |   raw KB |  gzip KB |');
  console.log('|---------------|------------------------|-------|----------|----------|');
  for (const row of rows) console.log(row);
} finally {
  await site.stop();
}
