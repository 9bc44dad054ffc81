// `npm run bench [-- --quick]`: builds once, runs every benchmark on the built site (JavaScript and fonts on the
// wire, load, the blog at 10,000 articles, Lighthouse, photo bytes against the ideal, the image service, forms
// at volume) and
// prints one table: measure, goal, value, the value's ratio to its goal and whether it is met. --quick runs each
// at its smoke size (for the test suite; the figures then mean nothing): two at a time, those that need nothing
// but the built site on one started for them all (scripts/bench/smoke-runs.ts). A benchmark, not a test: the
// machine is shared, so read ratios and medians.
import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type BenchMeasure, goalMet } from './bench/results.ts';
import { runSmokeRuns, type SmokeJob } from './bench/smoke-runs.ts';
import { type RunningSite, startBuiltSite } from './site-process.ts';

const { values: args } = parseArgs({ options: { 'no-build': { type: 'boolean' }, quick: { type: 'boolean' } } });

/** Each benchmark and its flags: the full run, and the smoke run --quick asks for. */
type Bench = {
  script: string;
  full: string[];
  /** `null`: too long for a smoke run, left out of --quick. */
  quick: string[] | null;
  /** With --quick, measures the built site started once for them all (`--site URL`) instead of starting its own. */
  sharesSite?: boolean;
  /** Runs the photographed CMS and shop in .cache/: with --quick, starts once their files are made (then no run writes them). */
  photographed?: boolean;
};
const BENCHES: Bench[] = [
  { script: 'scripts/bench-js-wire.ts', full: ['--no-build'], quick: ['--no-build', '--path', '/'], sharesSite: true },
  // The first tap on the menu, the cart and a FAQ question on a slowed phone (issue goal: INP ≤ 200 ms).
  { script: 'scripts/bench/first-interaction.ts', full: ['--no-build'], quick: ['--no-build', '--runs', '1', '--at-once'], sharesSite: true },
  { script: 'scripts/bench-load.ts', full: ['--no-build'], quick: ['--no-build', '--duration', '1', '--connections', '2'] },
  { script: 'scripts/bench-blog.ts', full: ['--no-build'], quick: ['--no-build', '--articles', '50', '--runs', '1', '--warmup', '0'] },
  { script: 'scripts/bench-lighthouse.ts', full: [], quick: ['--runs', '1', '--path', '/'], sharesSite: true },
  // Camera photographs in a Strapi-shaped CMS, mobile and desktop (issue goal: Performance ≥ 98 on photographed pages).
  {
    script: 'scripts/bench-lighthouse.ts',
    full: ['--photos'],
    quick: ['--photos', '--runs', '1', '--path', '/', '--form-factor', 'mobile'],
    photographed: true,
  },
  { script: 'scripts/bench/image-bytes.ts', full: ['--no-build'], quick: ['--no-build', '--quick'], photographed: true },
  { script: 'scripts/bench/image-service.ts', full: ['--no-build'], quick: ['--no-build', '--quick'] },
  // 24,000 forms while the database hangs, then a mixed load with it up (issue goals: drained within 120 s, < 500 MB, ≤ 1 % spooled).
  { script: 'scripts/bench/forms-at-volume.ts', full: ['--no-build'], quick: ['--no-build', '--quick'] },
  // Pages at a steady rate while 3,000 analytics events/s arrive in alternate windows (issue goal: p99 within 10 % of without).
  { script: 'scripts/bench/analytics-load.ts', full: ['--no-build'], quick: ['--no-build', '--quick'] },
  // Six minutes through the reference Varnish with a database stop, an instance kill and a CMS outage: full runs only.
  { script: 'scripts/bench/forms-soak.ts', full: ['--no-build'], quick: null },
];

/**
 * How many benchmarks --quick runs at once: two share the 2-core machine well (a smoke run mostly waits). A full run
 * keeps one at a time, so each measures a machine nothing else of its own is using.
 */
const QUICK_AT_ONCE = 2;

// The build's own output goes to stderr too, with the benchmarks' tables.
if (!args['no-build']) execSync('npm run build', { stdio: ['ignore', 2, 2] });
const startLoad = loadavg()[0]!;
const dir = mkdtempSync(join(tmpdir(), 'bench-'));
const measures: BenchMeasure[] = [];
/** The files of the photographed CMS and shop in .cache/, made once (the first time, about 15 s) before runs read them. */
async function makePhotographs(): Promise<void> {
  const { PHOTOGRAPHED_CMS_DIR, photographedCms } = await import('./support/photographed-content.ts');
  const { photographedShopDir } = await import('./support/photographed-shop.ts');
  await photographedCms(PHOTOGRAPHED_CMS_DIR);
  await photographedShopDir();
}

/** --quick: the site the benchmarks that `sharesSite` measure, starting while the others run. */
let sharedSite: Promise<RunningSite> | null = null;
try {
  const jsonOf = (index: number) => join(dir, `${index}.json`);
  if (args.quick) {
    // Its logs go to stderr with the benchmarks' tables: stdout holds only the summary.
    sharedSite = startBuiltSite({ logTo: 2 });
    const jobs = BENCHES.flatMap(({ script, quick, sharesSite, photographed }, index): SmokeJob[] => {
      if (!quick) return [];
      const flags = (siteUrl: string | null) => [...quick, ...(siteUrl ? ['--site', siteUrl] : []), '--json', jsonOf(index)];
      return [{ script, flags, needs: [...(sharesSite ? (['site'] as const) : []), ...(photographed ? (['photographs'] as const) : [])] }];
    });
    const needs = { site: sharedSite.then((site) => site.baseUrl), photographs: makePhotographs() };
    await runSmokeRuns(jobs, { atOnce: QUICK_AT_ONCE, needs });
  } else {
    for (const [index, bench] of BENCHES.entries()) {
      console.error(`\n== ${bench.script}`);
      // The benchmark's own tables go to stderr here, so stdout holds only the summary.
      execFileSync(process.execPath, ['--import', 'tsx', bench.script, ...bench.full, '--json', jsonOf(index)], { stdio: ['ignore', 2, 2] });
    }
  }
  BENCHES.forEach((bench, index) => {
    if (args.quick ? bench.quick : bench.full) measures.push(...(JSON.parse(readFileSync(jsonOf(index), 'utf8')) as BenchMeasure[]));
  });
} finally {
  await sharedSite?.then(
    (site) => site.stop(),
    () => {},
  );
  rmSync(dir, { recursive: true, force: true });
}

const width = Math.max(...measures.map((m) => m.measure.length), 'measure'.length);
const show = (value: number, unit: string) => `${value}${unit ? ` ${unit}` : ''}`;
/** Value ÷ goal; a goal of 0 (CLS, errors) has no ratio. */
const ratio = (m: BenchMeasure) => (m.goal === 0 ? '–' : `${(m.value / m.goal).toFixed(2)}×`);
console.log(`\nAll benchmarks (load average ${startLoad.toFixed(2)} at start, ${loadavg()[0]!.toFixed(2)} at the end)`);
console.log(`| ${'measure'.padEnd(width)} | goal | value | value ÷ goal | met |`);
console.log(`|${'-'.repeat(width + 2)}|------|-------|--------------|-----|`);
for (const m of measures) {
  console.log(
    `| ${m.measure.padEnd(width)} | ${m.bound === 'max' ? '≤' : '≥'} ${show(m.goal, m.unit)} | ${show(m.value, m.unit)} | ${ratio(m)} | ${goalMet(m) ? 'yes' : 'no'} |`,
  );
}
console.log(`\n${measures.filter(goalMet).length} of ${measures.length} goals met.`);
