// `npm run bench [-- --quick]`: builds once, runs every benchmark on the built site (JavaScript and fonts on the
// wire, load, the blog at 10,000 articles, Lighthouse, photo bytes against the ideal, the image service, forms
// at volume) and
// prints one table: measure, goal, value, the value's ratio to its goal and whether it is met. --quick runs each
// at its smoke size (for the test suite; the figures then mean nothing). A benchmark, not a test: the machine is
// shared, so read ratios and medians.
import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type BenchMeasure, goalMet } from './bench/results.ts';

const { values: args } = parseArgs({ options: { 'no-build': { type: 'boolean' }, quick: { type: 'boolean' } } });

/** Each benchmark and its flags: the full run, and the smoke run --quick asks for. */
/** `quick: null`: too long for a smoke run, left out of --quick. */
const BENCHES: { script: string; full: string[]; quick: string[] | null }[] = [
  { script: 'scripts/bench-js-wire.ts', full: ['--no-build'], quick: ['--no-build', '--path', '/'] },
  // The first tap on the menu, the cart and a FAQ question on a slowed phone (issue goal: INP ≤ 200 ms).
  { script: 'scripts/bench/first-interaction.ts', full: ['--no-build'], quick: ['--no-build', '--runs', '1'] },
  { script: 'scripts/bench-load.ts', full: ['--no-build'], quick: ['--no-build', '--duration', '1', '--connections', '2'] },
  { script: 'scripts/bench-blog.ts', full: ['--no-build'], quick: ['--no-build', '--articles', '50', '--runs', '1', '--warmup', '0'] },
  { script: 'scripts/bench-lighthouse.ts', full: [], quick: ['--runs', '1', '--path', '/'] },
  // Camera photographs in a Strapi-shaped CMS, mobile and desktop (issue goal: Performance ≥ 98 on photographed pages).
  { script: 'scripts/bench-lighthouse.ts', full: ['--photos'], quick: ['--photos', '--runs', '1', '--path', '/', '--form-factor', 'mobile'] },
  { script: 'scripts/bench/image-bytes.ts', full: ['--no-build'], quick: ['--no-build', '--quick'] },
  { script: 'scripts/bench/image-service.ts', full: ['--no-build'], quick: ['--no-build', '--quick'] },
  // 24,000 forms while the database hangs, then a mixed load with it up (issue goals: drained within 120 s, < 500 MB, ≤ 1 % spooled).
  { script: 'scripts/bench/forms-at-volume.ts', full: ['--no-build'], quick: ['--no-build', '--quick'] },
  // Pages at a steady rate while 3,000 analytics events/s arrive in alternate windows (issue goal: p99 within 10 % of without).
  { script: 'scripts/bench/analytics-load.ts', full: ['--no-build'], quick: ['--no-build', '--quick'] },
  // Six minutes through the reference Varnish with a database stop, an instance kill and a CMS outage: full runs only.
  { script: 'scripts/bench/forms-soak.ts', full: ['--no-build'], quick: null },
];

// The build's own output goes to stderr too, with the benchmarks' tables.
if (!args['no-build']) execSync('npm run build', { stdio: ['ignore', 2, 2] });
const startLoad = loadavg()[0]!;
const dir = mkdtempSync(join(tmpdir(), 'bench-'));
const measures: BenchMeasure[] = [];
try {
  for (const [index, bench] of BENCHES.entries()) {
    const flags = args.quick ? bench.quick : bench.full;
    if (!flags) continue;
    const json = join(dir, `${index}.json`);
    console.error(`\n== ${bench.script}`);
    // The benchmark's own tables go to stderr here, so stdout holds only the summary.
    execFileSync(process.execPath, ['--import', 'tsx', bench.script, ...flags, '--json', json], { stdio: ['ignore', 2, 2] });
    measures.push(...(JSON.parse(readFileSync(json, 'utf8')) as BenchMeasure[]));
  }
} finally {
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
