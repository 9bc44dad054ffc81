// Lighthouse's SEO category scores 100 on the three page types crawlers meet most: home, a blog article and
// the FAQ page (the full table of every demo page is `npm run bench:seo`).
import { describe, expect, inject, it } from 'vitest';
import { DEMO_ARTICLES } from '../../demo-backends/cms/content/blog/index.ts';
import { auditSeo } from '../../scripts/lighthouse/seo-audit.ts';

const baseUrl = inject('baseUrl');
const PATHS = ['/', `/${DEMO_ARTICLES[0]!.attributes.slug}`, '/faqs'];

describe('Lighthouse SEO', () => {
  // Three Lighthouse runs in one Chromium: about 15 s each on a busy 2-core machine.
  it('home, a blog article and /faqs score 100 with no failing audit', { timeout: 90_000 }, async () => {
    const results = await auditSeo(PATHS.map((path) => `${baseUrl}${path}`));
    expect(results.map(({ url, score, failing }) => ({ url, score, failing: failing.map((audit) => audit.id) }))).toEqual(
      PATHS.map((path) => ({ url: `${baseUrl}${path}`, score: 100, failing: [] })),
    );
  });
});
