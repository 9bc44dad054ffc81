// The pages `npm run bench:seo` audits: home, every CMS page of the demo content, one blog article and the
// not-found page. A not-found page must answer 404 and carry noindex, which are exactly the two audits
// Lighthouse fails it on; every other page must score 100.
import { DEMO_ARTICLES } from '../../demo-backends/cms/content/blog/index.ts';
import { DEMO_PAGES } from '../../demo-backends/cms/content/pages/index.ts';
import { pagePath } from '../../content/page-path.ts';
import type { SeoAuditResult } from './seo-audit.ts';

export const NOT_FOUND_PATH = '/404';
/** What Lighthouse rightly fails on a not-found page: its 404 status and its noindex. */
export const NOT_FOUND_EXPECTED_FAILURES = ['http-status-code', 'is-crawlable'];

export function demoPagePaths(): string[] {
  const pages = DEMO_PAGES.map((page) => pagePath(page.attributes.slug));
  const article = pagePath(DEMO_ARTICLES[0]!.attributes.slug);
  return [...new Set([...pages, article, NOT_FOUND_PATH])];
}

/** Null when the page is as it should be, otherwise why not. */
export function seoProblem(path: string, result: SeoAuditResult): string | null {
  const failing = result.failing.map((audit) => audit.id).sort();
  if (path === NOT_FOUND_PATH) {
    return failing.join() === [...NOT_FOUND_EXPECTED_FAILURES].sort().join() ? null : `expected to fail only ${NOT_FOUND_EXPECTED_FAILURES.join(', ')}`;
  }
  return result.score === 100 ? null : `score ${result.score} is below 100`;
}
