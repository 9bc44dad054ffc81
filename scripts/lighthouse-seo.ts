// `npm run bench:seo [-- --path /]`: Lighthouse's SEO category on every demo page of the built site, or only
// the pages named with --path (run `npm run build` first). Prints each page's score and failing audits; exits 1 when a page is not as it should be (see
// scripts/lighthouse/seo-pages.ts for the not-found page's expected failures). A page that is not is audited
// once more, since on a busy machine Lighthouse's own fetch of robots.txt can time out; both runs are shown.
import { parseArgs } from 'node:util';
import { auditSeo, type SeoAuditResult } from './lighthouse/seo-audit.ts';
import { demoPagePaths, seoProblem } from './lighthouse/seo-pages.ts';
import { startBuiltSite } from './site-process.ts';

const { values: args } = parseArgs({ options: { path: { type: 'string', multiple: true } } });

const site = await startBuiltSite();
let problems = 0;
try {
  const paths = args.path ?? demoPagePaths();
  const results = await auditSeo(paths.map((path) => `${site.baseUrl}${path}`));
  const rows: [string, SeoAuditResult][] = paths.map((path, index) => [path, results[index]!]);
  const retries = rows.filter(([path, result]) => seoProblem(path, result) !== null).map(([path]) => path);
  if (retries.length > 0) {
    const again = await auditSeo(retries.map((path) => `${site.baseUrl}${path}`));
    retries.forEach((path, index) => rows.push([`${path} (again)`, again[index]!]));
  }
  console.log('\nLighthouse SEO per page');
  console.log(`| ${'path'.padEnd(45)} | score | failing audits`);
  console.log(`|${'-'.repeat(47)}|-------|---------------`);
  for (const [label, result] of rows) {
    const path = label.replace(/ \(again\)$/, '');
    const failing = result.failing.map((audit) => `${audit.id}${audit.detail ? ` (${audit.detail})` : ''}`).join('; ') || '-';
    const problem = seoProblem(path, result);
    // A page counts once: by its second run when it had one.
    const final = !retries.includes(path) || label !== path;
    if (problem && final) problems += 1;
    console.log(`| ${label.padEnd(45)} | ${String(result.score).padStart(5)} | ${failing}${problem ? `   <- ${problem}` : ''}`);
  }
} finally {
  await site.stop();
}
if (problems > 0) {
  console.error(`\n${problems} page(s) not as they should be.`);
  process.exit(1);
}
