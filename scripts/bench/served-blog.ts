// The blog as a shopper's browser meets it, with thousands of articles in the CMS: a demo CMS process serving
// them, the built site started against it (CMS_URL), and the time from starting the site until it is ready
// (its first complete content load), its memory then and after the requests, and /blog's time to first byte
// over HTTP: the first answer (rendered), repeated answers (as the site keeps them), and gallery pages
// never asked for before (each rendered). Used by `npm run bench:blog`.
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startDemoCms } from '../support/demo-cms.ts';
import { rssMb } from './process-rss.ts';
import { startBuiltSite } from '../site-process.ts';

export type ServedBlog = {
  bootMs: number;
  rssAfterBootMb: number;
  rssAfterRequestsMb: number;
  firstTtfbMs: number;
  repeatTtfbP50Ms: number;
  newPageTtfbP50Ms: number;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Milliseconds until the response's status line and headers arrive (the body is then read and dropped). */
function timeToFirstByte(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    request(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      const ttfb = performance.now() - started;
      if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
      response.resume().once('end', () => resolve(ttfb));
    })
      .once('error', reject)
      .end();
  });
}

export async function measureServedBlog(articles: number, requests: number): Promise<ServedBlog> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-blog-cms-'));
  const cms = await startDemoCms({ dataDir, articles, timeoutMs: 60_000 });
  try {
    const started = performance.now();
    const site = await startBuiltSite({ env: { CMS_URL: cms.url }, timeoutMs: 120_000 });
    const bootMs = performance.now() - started;
    try {
      const rssAfterBootMb = rssMb(site.pid);
      const firstTtfbMs = await timeToFirstByte(`${site.baseUrl}/blog`);
      const repeats: number[] = [];
      for (let i = 0; i < requests; i++) repeats.push(await timeToFirstByte(`${site.baseUrl}/blog`));
      // The care guide holds one in seven articles, 24 to a gallery page: its pages in turn (none asked for yet when there are enough).
      const carePages = Math.max(1, Math.floor(articles / 7 / 24));
      const newPages: number[] = [];
      for (let i = 0; i < requests; i++) newPages.push(await timeToFirstByte(`${site.baseUrl}/blog?category=care-guide&page=${1 + (i % carePages)}`));
      return { bootMs, rssAfterBootMb, rssAfterRequestsMb: rssMb(site.pid), firstTtfbMs, repeatTtfbP50Ms: median(repeats), newPageTtfbP50Ms: median(newPages) };
    } finally {
      await site.stop();
    }
  } finally {
    await cms.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
