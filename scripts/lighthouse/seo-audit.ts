// Runs Lighthouse's SEO category on pages of a running site, in one headless Chromium, offline. Used by
// `npm run bench:seo` and by the browser test that holds the main page types at a score of 100.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.ts';

export type FailingAudit = { id: string; title: string; detail: string | null };
export type SeoAuditResult = { url: string; score: number; failing: FailingAudit[] };

/** The first few offending items of an audit (a link's text, an image's source…), for the printed table. */
function detailOf(details: unknown): string | null {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const texts = items.slice(0, 3).map((item) => {
    const snippetOf = (value: unknown) =>
      value && typeof value === 'object' ? (value as { snippet?: string }).snippet : typeof value === 'string' ? value : undefined;
    return String(item.text ?? item.href ?? snippetOf(item.node) ?? snippetOf(item.source) ?? item.message ?? JSON.stringify(item)).slice(0, 160);
  });
  return texts.length > 0 ? texts.join(' · ') : null;
}

export async function auditSeo(urls: readonly string[]): Promise<SeoAuditResult[]> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    const results: SeoAuditResult[] = [];
    for (const url of urls) {
      const runner = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['seo'],
        // Speed is not what is measured here: no simulated throttling and no screenshot keep each run short.
        throttlingMethod: 'provided',
        disableFullPageScreenshot: true,
        // The not-found page answers 404 on purpose; audit it rather than refuse it.
        ignoreStatusCode: true,
      });
      const lhr = runner?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
      const failing = (lhr.categories.seo?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id]!)
        .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score !== 1)
        .map((audit) => ({ id: audit.id, title: audit.title, detail: audit.explanation ?? detailOf(audit.details) }));
      results.push({ url, score: Math.round((lhr.categories.seo?.score ?? 0) * 100), failing });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
