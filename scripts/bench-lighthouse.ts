// `npm run bench:lighthouse [-- --runs 3] [--path /faqs …] [--form-factor mobile|desktop …] [--photos] [--site URL] [--report-dir dir] [--json file]`:
// Lighthouse 12 on the key pages of the built site (run `npm run build` first), simulated throttling, offline,
// the median of `--runs` runs per page and form factor (Lighthouse's mobile preset unless `--form-factor` says
// otherwise). Goals: Performance ≥ 98, Accessibility, Best Practices and SEO 100, LCP ≤ 2.0 s, TBT ≤ 100 ms, CLS 0.
// Prints a row per page with the audits that cost points. `--site URL` (not with --photos): audit a built site already
// running there.
//
// `--photos`: the same measurement with camera photographs, as a brand's editors upload them: the site against the
// demo CMS whose pictures are photographs stored as Strapi stores uploads (CMS_URL; photographed-content.ts) and the
// demo shop with photographs as product images (DEMO_SHOP_IMAGES_DIR), on the photographed pages and /buy, mobile
// and desktop. Goals: Performance ≥ 98, mobile LCP ≤ 1.8 s (desktop: the 2.0 s above), TBT ≤ 100 ms, CLS 0. Each
// page is first opened once at each form factor's screen, as a live site's pictures are asked all the time, so the
// runs meet the image service's made files, not its first transforms. Prints each page's LCP element, its request
// (size, priority, preloaded) and its phases, so a miss says where the time went; `--report-dir` keeps each median
// run's report (JSON) for a closer look.
//
// `benchLighthouse(options)` returns the rows for `npm run bench`. A benchmark: exits 0.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { JS_WIRE_KEY_PAGES } from './bench/js-budgets.ts';
import { positiveIntegerFlag } from './bench/flags.ts';
import { siteToMeasure } from './bench/measured-site.ts';
import { type BenchMeasure, goalMet, writeMeasures } from './bench/results.ts';
import { describeLcp } from './lighthouse/lcp-diagnosis.ts';
import { auditPerformance, FORM_FACTORS, type FormFactor, type PageScores } from './lighthouse/performance-audit.ts';
import { warmPictures } from './lighthouse/warm-pictures.ts';
import { startBuiltSite } from './site-process.ts';
import { startDemoCms } from './support/demo-cms.ts';
import { PHOTOGRAPHED_ARTICLE, PHOTOGRAPHED_CMS_DIR } from './support/photographed-content.ts';
import { photographedShopDir } from './support/photographed-shop.ts';

const LIGHTHOUSE_GOALS = { performance: 98, category: 100, lcpMs: 2000, tbtMs: 100, cls: 0 } as const;
/** Issue goals for photographed pages: the mobile LCP is held tighter than the drawings' 2.0 s. */
const PHOTOGRAPHED_MOBILE_LCP_GOAL_MS = 1800;

/** The pages whose pictures the photographed CMS replaces, and /buy with the shop's photographs. */
export const PHOTOGRAPHED_LIGHTHOUSE_PAGES = ['/', '/products', '/experts', '/measure-up', `/${PHOTOGRAPHED_ARTICLE}`, '/buy'];

export type LighthouseBenchOptions = {
  /** Runs per page and form factor; the median run is reported. Default 3. */
  runs?: number;
  /** Default: the key pages, or the photographed pages with `photos`. */
  paths?: readonly string[];
  /** Default: mobile, or mobile and desktop with `photos`. */
  formFactors?: readonly FormFactor[];
  /** Against the photographed demo CMS and shop. */
  photos?: boolean;
  /** A built site already running there, instead of one started for the runs (not with `photos`: that site has a CMS of its own). */
  site?: string;
  /** A folder to keep each median run's Lighthouse report in (`{form factor}{path with - for /}.json`). */
  reportDir?: string;
};

/** The options `npm run bench --quick` asks for: one run of the home page. */
export const QUICK_LIGHTHOUSE_BENCH: LighthouseBenchOptions = { runs: 1, paths: ['/'] };

/** The site to measure, built, on the embedded demo backends (or the one at `url`) or (photos) on the photographed CMS and shop. */
async function startMeasuredSite(photos: boolean, url: string | undefined): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  if (photos && url !== undefined) throw new Error('--site cannot be used with --photos: the photographed site runs against a CMS of its own.');
  if (!photos) return siteToMeasure(url);
  // The shop's two product photographs are the ones bench:images uses (copied once into .cache/).
  const shopDir = await photographedShopDir();
  const cms = await startDemoCms({ dataDir: PHOTOGRAPHED_CMS_DIR, photos: true });
  try {
    const site = await startBuiltSite({ env: { CMS_URL: cms.url, DEMO_SHOP_IMAGES_DIR: shopDir }, timeoutMs: 120_000 });
    return {
      baseUrl: site.baseUrl,
      stop: async () => {
        await site.stop();
        await cms.stop();
      },
    };
  } catch (error) {
    await cms.stop();
    throw error;
  }
}

const reportName = (formFactor: FormFactor, path: string) => `${formFactor}${path === '/' ? '-home' : path.replace(/[^\w]+/g, '-')}.json`;

function printScoresTable(formFactor: FormFactor, runs: number, paths: readonly string[], results: readonly PageScores[], photos: boolean): void {
  console.log(`\nLighthouse 12, ${formFactor}, simulated throttling, median of ${runs}${photos ? ', camera photographs' : ''}`);
  console.log(`| ${'path'.padEnd(43)} | perf | a11y | b-p | seo | LCP ms | TBT ms |   CLS | costing points`);
  console.log(`|${'-'.repeat(45)}|------|------|-----|-----|--------|--------|-------|---------------`);
  results.forEach((result, index) => {
    console.log(
      `| ${paths[index]!.padEnd(43)} | ${String(result.performance).padStart(4)} | ${String(result.accessibility).padStart(4)} | ${String(result.bestPractices).padStart(3)} | ${String(result.seo).padStart(3)} | ${result.lcpMs.toFixed(0).padStart(6)} | ${result.tbtMs.toFixed(0).padStart(6)} | ${result.cls.toFixed(3)} | ${result.failing.join('; ') || '-'}`,
    );
  });
}

function printLcpTable(formFactor: FormFactor, paths: readonly string[], results: readonly PageScores[]): void {
  console.log(
    `\nLargest Contentful Paint, ${formFactor} (median run): the element, its file and where the simulated time went; the machine's speed (Lighthouse's benchmark index) when it ran`,
  );
  console.log(
    '| path | LCP ms | element | file (size, priority, preloaded, ms as observed) | phases, ms | other image preloads | render-blocking | benchmark index |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  results.forEach((result, index) => {
    const lcp = describeLcp(result.lhr);
    const file = lcp.request
      ? `${lcp.request.url} (${lcp.request.kb} KB ${lcp.request.mimeType}, ${lcp.request.priority}, ${lcp.request.preloaded ? 'preloaded' : 'not preloaded'}, ${lcp.request.observedMs} ms)`
      : 'none: text';
    const phases = Object.entries(lcp.phases)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
      .join(', ');
    const blocking = lcp.renderBlocking.map((r) => `${r.url} (${r.ms} ms)`).join(', ');
    console.log(
      `| ${paths[index]} | ${result.lcpMs.toFixed(0)} | ${lcp.element} | ${file} | ${phases || '-'} | ${lcp.otherPreloads.join(', ') || '-'} | ${blocking || '-'} | ${lcp.benchmarkIndex} |`,
    );
  });
}

/** measure / goal / value / ratio, as `npm run bench` prints them. */
function printMeasures(title: string, measures: readonly BenchMeasure[]): void {
  const width = Math.max(...measures.map((m) => m.measure.length), 'measure'.length);
  const show = (value: number, unit: string) => `${value}${unit ? ` ${unit}` : ''}`;
  const ratio = (m: BenchMeasure) => (m.goal === 0 ? '–' : `${(m.value / m.goal).toFixed(2)}×`);
  console.log(`\n${title}`);
  console.log(`| ${'measure'.padEnd(width)} | goal | value | value ÷ goal | met |`);
  console.log(`|${'-'.repeat(width + 2)}|------|-------|--------------|-----|`);
  for (const m of measures)
    console.log(
      `| ${m.measure.padEnd(width)} | ${m.bound === 'max' ? '≤' : '≥'} ${show(m.goal, m.unit)} | ${show(m.value, m.unit)} | ${ratio(m)} | ${goalMet(m) ? 'yes' : 'no'} |`,
    );
}

function measuresOf(path: string, formFactor: FormFactor, result: PageScores, photos: boolean): BenchMeasure[] {
  if (photos) {
    const at = `${path} (photographs, ${formFactor})`;
    const lcpGoal = formFactor === 'mobile' ? PHOTOGRAPHED_MOBILE_LCP_GOAL_MS : LIGHTHOUSE_GOALS.lcpMs;
    return [
      { measure: `Lighthouse performance ${at}`, goal: LIGHTHOUSE_GOALS.performance, value: result.performance, unit: 'score', bound: 'min' },
      { measure: `Lighthouse LCP ${at}`, goal: lcpGoal, value: Math.round(result.lcpMs), unit: 'ms', bound: 'max' },
      { measure: `Lighthouse TBT ${at}`, goal: LIGHTHOUSE_GOALS.tbtMs, value: Math.round(result.tbtMs), unit: 'ms', bound: 'max' },
      { measure: `Lighthouse CLS ${at}`, goal: LIGHTHOUSE_GOALS.cls, value: Number(result.cls.toFixed(3)), unit: '', bound: 'max' },
    ];
  }
  // The mobile rows keep the names they always had.
  const at = formFactor === 'mobile' ? path : `${path} (${formFactor})`;
  return [
    { measure: `Lighthouse performance ${at}`, goal: LIGHTHOUSE_GOALS.performance, value: result.performance, unit: 'score', bound: 'min' },
    {
      measure: `Lighthouse a11y + best practices + SEO (lowest) ${at}`,
      goal: LIGHTHOUSE_GOALS.category,
      value: Math.min(result.accessibility, result.bestPractices, result.seo),
      unit: 'score',
      bound: 'min',
    },
    { measure: `Lighthouse LCP ${at}`, goal: LIGHTHOUSE_GOALS.lcpMs, value: Math.round(result.lcpMs), unit: 'ms', bound: 'max' },
    { measure: `Lighthouse TBT ${at}`, goal: LIGHTHOUSE_GOALS.tbtMs, value: Math.round(result.tbtMs), unit: 'ms', bound: 'max' },
    { measure: `Lighthouse CLS ${at}`, goal: LIGHTHOUSE_GOALS.cls, value: Number(result.cls.toFixed(3)), unit: '', bound: 'max' },
  ];
}

/** Starts the built site (photographed with `photos`), runs Lighthouse, prints the tables and returns the rows. */
export async function benchLighthouse(options: LighthouseBenchOptions = {}): Promise<BenchMeasure[]> {
  const photos = options.photos ?? false;
  const runs = options.runs ?? 3;
  const paths = options.paths ?? (photos ? PHOTOGRAPHED_LIGHTHOUSE_PAGES : JS_WIRE_KEY_PAGES);
  const formFactors = options.formFactors ?? (photos ? FORM_FACTORS : ['mobile']);
  if (options.reportDir) mkdirSync(options.reportDir, { recursive: true });
  const site = await startMeasuredSite(photos, options.site);
  const measures: BenchMeasure[] = [];
  try {
    const urls = paths.map((path) => `${site.baseUrl}${path}`);
    if (photos) await warmPictures(urls, formFactors);
    for (const formFactor of formFactors) {
      const results = await auditPerformance(urls, runs, { formFactor });
      printScoresTable(formFactor, runs, paths, results, photos);
      printLcpTable(formFactor, paths, results);
      results.forEach((result, index) => {
        const path = paths[index]!;
        measures.push(...measuresOf(path, formFactor, result, photos));
        if (options.reportDir) writeFileSync(join(options.reportDir, reportName(formFactor, path)), JSON.stringify(result.lhr));
      });
    }
  } finally {
    await site.stop();
  }
  if (photos) printMeasures(`Lighthouse on photographed pages, median of ${runs}`, measures);
  return measures;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values: args } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      path: { type: 'string', multiple: true },
      'form-factor': { type: 'string', multiple: true },
      photos: { type: 'boolean' },
      site: { type: 'string' },
      'report-dir': { type: 'string' },
      json: { type: 'string' },
    },
  });
  const formFactors = args['form-factor']?.map((name) => {
    if (!(FORM_FACTORS as readonly string[]).includes(name)) throw new Error(`--form-factor must be ${FORM_FACTORS.join(' or ')}, got "${name}"`);
    return name as FormFactor;
  });
  const measures = await benchLighthouse({
    runs: positiveIntegerFlag('runs', args.runs),
    paths: args.path,
    formFactors,
    photos: args.photos,
    site: args.site,
    reportDir: args['report-dir'],
  });
  writeMeasures(args.json, measures);
}
