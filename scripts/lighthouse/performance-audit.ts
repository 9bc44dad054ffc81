// Runs Lighthouse 12 (simulated throttling; mobile, its defaults, or its desktop preset) on pages of a running
// site, all four categories, offline in one headless Chromium; each page several times, keeping Lighthouse's
// own median run. Used by `npm run bench:lighthouse`.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type { Result } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.ts';

/** Lighthouse's two presets: `mobile` (its default: Moto G Power, slow 4G, 4× CPU) and `desktop` (1350 × 940 @1x, dense 4G, no CPU slowdown). */
export type FormFactor = 'mobile' | 'desktop';
export const FORM_FACTORS: readonly FormFactor[] = ['mobile', 'desktop'];

export type PageScores = {
  url: string;
  formFactor: FormFactor;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The audits that cost points in the median run (id and Lighthouse's short display value). */
  failing: string[];
  /** The median run's whole report, for a closer look (why a page misses a goal). */
  lhr: Result;
};

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

function failingAudits(lhr: Result): string[] {
  const ids = new Set(Object.values(lhr.categories).flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id)));
  return [...ids]
    .map((id) => lhr.audits[id]!)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable')
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

async function auditOnce(url: string, port: number, formFactor: FormFactor): Promise<Result> {
  const flags = { port, output: 'json', logLevel: 'error', disableFullPageScreenshot: true } as const;
  const runner = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  const lhr = runner?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

/** On a busy machine a run now and then fails on its own (a protocol timeout): it is run once more, saying so. */
async function auditOnceRetried(url: string, port: number, formFactor: FormFactor): Promise<Result> {
  try {
    return await auditOnce(url, port, formFactor);
  } catch (error) {
    console.error(`Lighthouse run on ${url} failed (${(error as Error).message}); running it again.`);
    return auditOnce(url, port, formFactor);
  }
}

/** Asks for the page once, as a live site is asked all the time: the runs then meet a warm process, not its first render. */
async function warmUp(url: string): Promise<void> {
  await (await fetch(url)).arrayBuffer();
}

export async function auditPerformance(
  urls: readonly string[],
  runs: number,
  { formFactor = 'mobile' }: { formFactor?: FormFactor } = {},
): Promise<PageScores[]> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    const results: PageScores[] = [];
    for (const url of urls) {
      await warmUp(url);
      const lhrs: Result[] = [];
      for (let run = 0; run < runs; run += 1) lhrs.push(await auditOnceRetried(url, chrome.port, formFactor));
      const median = computeMedianRun(lhrs);
      results.push({
        url,
        formFactor,
        performance: score(median, 'performance'),
        accessibility: score(median, 'accessibility'),
        bestPractices: score(median, 'best-practices'),
        seo: score(median, 'seo'),
        lcpMs: median.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: median.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: median.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        failing: failingAudits(median),
        lhr: median,
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
