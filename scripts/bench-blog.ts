// `npm run bench:blog [-- --no-build] [--articles 10000] [--runs 40] [--warmup 5]`: how the blog scales from
// the 7 demo articles to 10,000 (the CMS call asks for pageSize 10000, spec §7). Builds both content snapshots
// in memory from the demo content, then times the content page's data hook and the full server render (Vike,
// built site, the server's own pageContextInit) of /blog, a category page and an article, and sizes the HTML
// and the client-navigation JSON. Then serves the large blog for real (scripts/bench/served-blog.ts): the site's
// boot time, memory and /blog's time to first byte over HTTP. A benchmark, not a test: read the ratios.
import { execSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { PageContextServer } from 'vike/types';
import { readBlockChunkIndex } from '../blocks/block-chunk-index.ts';
import { DEMO_ARTICLES } from '../demo-backends/cms/content/blog/index.ts';
import { DEMO_CONTENT } from '../demo-backends/cms/content/index.ts';
import type { BlogArticleEntity } from '../demo-backends/cms/content/types.ts';
import { data } from '../pages/content/+data.ts';
import { buildContentSnapshot, type ContentSnapshot } from '../content/content-snapshot.ts';
import { readConfig } from '../server/config/config.ts';
import { appVersionCookieName } from '../server/buy-flow/app-version-cookie.ts';
import type { RenderContext } from '../server/rendering/render-page.ts';
import { createShopClient } from '../server/backends/shop-client.ts';
import { articlesResource, generatedArticles } from './support/generated-articles.ts';
import { positiveIntegerFlag } from './bench/flags.ts';
import { type BenchMeasure, writeMeasures } from './bench/results.ts';
import { measureServedBlog } from './bench/served-blog.ts';

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean' },
    articles: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '40' },
    warmup: { type: 'string', default: '5' },
    json: { type: 'string' },
  },
});
const LARGE_ARTICLE_COUNT = positiveIntegerFlag('articles', args.articles);
const BLOG_RENDER_GOAL_MS = 50;
const BOOT_GOAL_MS = 3000;
const RSS_GOAL_MB = 300;
const RUNS = positiveIntegerFlag('runs', args.runs);
const WARMUP_RUNS = positiveIntegerFlag('warmup', args.warmup, { zeroAllowed: true });

process.env.NODE_ENV = 'production';
if (!args['no-build']) execSync('npm run build', { stdio: 'inherit' });
// Vike loads the built site (dist/server) in production; imported only after the build exists.
const { renderPage } = await import('vike/server');
const { pageContextInit } = await import('../server/rendering/render-page.ts');
// What the server hands every render, from the same configuration (the demo services unless the environment names real ones).
const config = readConfig(process.env);
const shop = createShopClient(config);
const blockChunks = readBlockChunkIndex(resolve('dist/client'));

function snapshotOf(articles: readonly BlogArticleEntity[]): { snapshot: ContentSnapshot; buildMs: number } {
  const started = performance.now();
  const snapshot = buildContentSnapshot(
    {
      pages: { data: DEMO_CONTENT.pages },
      blogArticles: articlesResource(articles),
      header: DEMO_CONTENT.header,
      navigation: DEMO_CONTENT.navigation,
      subscribeModal: DEMO_CONTENT.subscribeModal,
      soldOutModal: DEMO_CONTENT.soldOutModal,
      footer: DEMO_CONTENT.footer,
      infoModal: DEMO_CONTENT.infoModal,
      privacyChoices: DEMO_CONTENT.privacyChoices,
    },
    new Date().toISOString(),
    () => {},
  );
  return { snapshot, buildMs: performance.now() - started };
}

/** A timing: the median run, and the best one (steadier when other work shares the CPU). */
type Timing = { median: number; best: number };

async function timed(run: () => unknown): Promise<Timing> {
  for (let i = 0; i < WARMUP_RUNS; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)]!, best: samples[0]! };
}

/** What the server hands a render of this snapshot (the same for the data hook alone and the full render). */
function renderContextOf(content: ContentSnapshot): RenderContext {
  return {
    content: () => content,
    mediaSource: config.cms.mediaSource,
    siteUrl: config.siteUrl,
    shop,
    blockChunks,
    appVersionCookieName: appVersionCookieName(config.appKey),
    shopifyAnalytics: null,
  };
}

function dataHook(content: ContentSnapshot, url: string) {
  const parsed = new URL(url, 'http://localhost');
  const pageContext = {
    ...pageContextInit(renderContextOf(content), { pathAndSearch: url }),
    routeParams: { slug: parsed.pathname.slice(1) },
    urlParsed: { search: Object.fromEntries(parsed.searchParams) },
  };
  return data(pageContext as unknown as PageContextServer);
}

async function render(content: ContentSnapshot, url: string): Promise<string> {
  const { httpResponse } = await renderPage(pageContextInit(renderContextOf(content), { pathAndSearch: url }));
  if (httpResponse?.statusCode !== 200) throw new Error(`${url} answered ${httpResponse?.statusCode}`);
  return httpResponse.body;
}

type Figures = Record<string, number | Timing>;

async function measure(label: string, articles: readonly BlogArticleEntity[]): Promise<Figures> {
  const { snapshot, buildMs } = snapshotOf(articles);
  const article = articles.at(-1)!.attributes.slug;
  const category = '/blog?category=care-guide&page=2';
  const coldStarted = performance.now();
  dataHook(snapshot, '/blog');
  const figures: Figures = {
    'snapshot build, ms (once per CMS refresh)': buildMs,
    'data hook /blog, first call, ms (builds the summaries)': performance.now() - coldStarted,
    'data hook /blog, ms': await timed(() => dataHook(snapshot, '/blog')),
    [`data hook ${category}, ms`]: await timed(() => dataHook(snapshot, category)),
    'render /blog, ms (data hook + SSR)': await timed(() => render(snapshot, '/blog')),
    [`render ${category}, ms`]: await timed(() => render(snapshot, category)),
    'render an article, ms': await timed(() => render(snapshot, `/${article}`)),
  };
  for (const [name, url] of [
    ['/blog', '/blog'],
    [category, category],
  ] as const) {
    const html = await render(snapshot, url);
    figures[`HTML ${name}, KB`] = html.length / 1024;
    figures[`HTML ${name}, gzip KB`] = gzipSync(html).length / 1024;
    figures[`tiles in HTML ${name}`] = html.match(/<article class="blog-tile">/g)?.length ?? 0;
  }
  const [path, query] = category.split('?');
  const navigationJson = await render(snapshot, `${path}/index.pageContext.json?${query}`);
  figures['client navigation JSON (filter click), KB'] = navigationJson.length / 1024;
  console.log(`measured ${label}`);
  return figures;
}

const demo = await measure(`${DEMO_ARTICLES.length} demo articles`, DEMO_ARTICLES);
const large = await measure(`${LARGE_ARTICLE_COUNT} articles`, generatedArticles(LARGE_ARTICLE_COUNT));

const cpu = cpus();
console.log(
  `\nMachine: ${cpu[0]?.model ?? 'unknown CPU'} × ${cpu.length}, ${(totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}, load ${loadavg()[0]!.toFixed(2)}`,
);
console.log(`Timings: median of ${RUNS} runs after ${WARMUP_RUNS} warm-up runs (best run in brackets).\n`);
console.log(`| measure | ${DEMO_ARTICLES.length} articles | ${LARGE_ARTICLE_COUNT} articles | ratio |`);
console.log('|---|---:|---:|---:|');
const show = (value: number) => value.toFixed(value < 1 ? 3 : value < 10 ? 2 : 1);
const ratio = (big: number, small: number) => (small > 0 ? `${(big / small).toFixed(2)}×` : '–');
for (const name of Object.keys(demo)) {
  const small = demo[name]!;
  const big = large[name]!;
  if (typeof small === 'number' && typeof big === 'number') {
    const format = name.startsWith('tiles') ? String : show;
    console.log(`| ${name} | ${format(small)} | ${format(big)} | ${ratio(big, small)} |`);
  } else if (typeof small === 'object' && typeof big === 'object') {
    console.log(
      `| ${name} | ${show(small.median)} (${show(small.best)}) | ${show(big.median)} (${show(big.best)}) | ${ratio(big.median, small.median)} (${ratio(big.best, small.best)}) |`,
    );
  }
}

const served = await measureServedBlog(LARGE_ARTICLE_COUNT, RUNS);
console.log(`\nServed over HTTP: the built site against a demo CMS holding ${LARGE_ARTICLE_COUNT} articles (${RUNS} requests each)\n`);
console.log('| measure | value | goal |');
console.log('|---|---:|---:|');
console.log(`| boot: start to ready (first complete content load), ms | ${served.bootMs.toFixed(0)} | < ${BOOT_GOAL_MS} |`);
console.log(`| RSS when ready, MB | ${served.rssAfterBootMb.toFixed(0)} | < ${RSS_GOAL_MB} |`);
console.log(`| RSS after the requests, MB | ${served.rssAfterRequestsMb.toFixed(0)} | < ${RSS_GOAL_MB} |`);
console.log(`| /blog TTFB, first request (rendered), ms | ${served.firstTtfbMs.toFixed(1)} | |`);
console.log(`| /blog TTFB p50, repeated (kept by the site), ms | ${served.repeatTtfbP50Ms.toFixed(1)} | < ${BLOG_RENDER_GOAL_MS} |`);
console.log(`| gallery pages TTFB p50, each asked for the first time (rendered), ms | ${served.newPageTtfbP50Ms.toFixed(1)} | < ${BLOG_RENDER_GOAL_MS} |`);

// For `npm run bench`.
const measures: BenchMeasure[] = [
  { measure: `blog with ${LARGE_ARTICLE_COUNT} articles: boot to ready`, goal: BOOT_GOAL_MS, value: Math.round(served.bootMs), unit: 'ms', bound: 'max' },
  {
    measure: `blog with ${LARGE_ARTICLE_COUNT} articles: RSS after the requests`,
    goal: RSS_GOAL_MB,
    value: Math.round(served.rssAfterRequestsMb),
    unit: 'MB',
    bound: 'max',
  },
  {
    measure: `blog with ${LARGE_ARTICLE_COUNT} articles: /blog TTFB p50`,
    goal: BLOG_RENDER_GOAL_MS,
    value: Number(served.repeatTtfbP50Ms.toFixed(1)),
    unit: 'ms',
    bound: 'max',
  },
  {
    measure: `blog with ${LARGE_ARTICLE_COUNT} articles: new gallery page TTFB p50`,
    goal: BLOG_RENDER_GOAL_MS,
    value: Number(served.newPageTtfbP50Ms.toFixed(1)),
    unit: 'ms',
    bound: 'max',
  },
];
const blogRender = large['render /blog, ms (data hook + SSR)'];
if (typeof blogRender === 'object') {
  measures.push({
    measure: `render /blog with ${LARGE_ARTICLE_COUNT} articles (data hook + SSR), median`,
    goal: BLOG_RENDER_GOAL_MS,
    value: Number(blogRender.median.toFixed(1)),
    unit: 'ms',
    bound: 'max',
  });
}
writeMeasures(args.json, measures);
