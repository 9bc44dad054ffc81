// `npm run bench:lighthouse [-- --runs 3] [--path /faqs …] [--json file]`: Lighthouse 12 on the key pages of the
// built site (run `npm run build` first), mobile with simulated throttling, offline, the median of `--runs`
// runs per page. Goals: Performance ≥ 98, Accessibility, Best Practices and SEO 100, LCP ≤ 2.0 s,
// TBT ≤ 100 ms, CLS 0. Prints a row per page with the audits that cost points. A benchmark: exits 0.
import { parseArgs } from 'node:util';
import { JS_WIRE_KEY_PAGES } from './bench/js-budgets.ts';
import { positiveIntegerFlag } from './bench/flags.ts';
import { type BenchMeasure, writeMeasures } from './bench/results.ts';
import { auditPerformance } from './lighthouse/performance-audit.ts';
import { startBuiltSite } from './site-process.ts';

const LIGHTHOUSE_GOALS = { performance: 98, category: 100, lcpMs: 2000, tbtMs: 100, cls: 0 } as const;

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' }, path: { type: 'string', multiple: true }, json: { type: 'string' } } });
const runs = positiveIntegerFlag('runs', args.runs);
const paths = args.path ?? JS_WIRE_KEY_PAGES;

const site = await startBuiltSite();
try {
  const results = await auditPerformance(
    paths.map((path) => `${site.baseUrl}${path}`),
    runs,
  );
  console.log(`\nLighthouse 12, mobile, simulated throttling, median of ${runs}`);
  console.log(`| ${'path'.padEnd(43)} | perf | a11y | b-p | seo | LCP ms | TBT ms |   CLS | costing points`);
  console.log(`|${'-'.repeat(45)}|------|------|-----|-----|--------|--------|-------|---------------`);
  const measures: BenchMeasure[] = [];
  results.forEach((result, index) => {
    const path = paths[index]!;
    console.log(
      `| ${path.padEnd(43)} | ${String(result.performance).padStart(4)} | ${String(result.accessibility).padStart(4)} | ${String(result.bestPractices).padStart(3)} | ${String(result.seo).padStart(3)} | ${result.lcpMs.toFixed(0).padStart(6)} | ${result.tbtMs.toFixed(0).padStart(6)} | ${result.cls.toFixed(3)} | ${result.failing.join('; ') || '-'}`,
    );
    measures.push(
      { measure: `Lighthouse performance ${path}`, goal: LIGHTHOUSE_GOALS.performance, value: result.performance, unit: 'score', bound: 'min' },
      { measure: `Lighthouse a11y + best practices + SEO (lowest) ${path}`, goal: LIGHTHOUSE_GOALS.category, value: Math.min(result.accessibility, result.bestPractices, result.seo), unit: 'score', bound: 'min' },
      { measure: `Lighthouse LCP ${path}`, goal: LIGHTHOUSE_GOALS.lcpMs, value: Math.round(result.lcpMs), unit: 'ms', bound: 'max' },
      { measure: `Lighthouse TBT ${path}`, goal: LIGHTHOUSE_GOALS.tbtMs, value: Math.round(result.tbtMs), unit: 'ms', bound: 'max' },
      { measure: `Lighthouse CLS ${path}`, goal: LIGHTHOUSE_GOALS.cls, value: Number(result.cls.toFixed(3)), unit: '', bound: 'max' },
    );
  });
  writeMeasures(args.json, measures);
} finally {
  await site.stop();
}
