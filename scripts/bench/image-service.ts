// The site's image service on this machine, served for real: the built site (CMS_URL a demo CMS process, MEDIA_URL
// a loopback host of Debian's camera photographs), measured for
//   1. a cold transform of a 5,000+ px JPEG to a 1,242 px AVIF over HTTP (a new `v_` each time: p50 of several;
//      asked in draft preview, the one visitor the service makes pictures for that the content does not name);
//   2. warm answers (the file from the disk cache) with autocannon: goal ≥ 1,000 req/s;
//   3. the site's peak RSS while 20 cold transforms are asked at once: goal < 500 MB.
// `benchImageService()` returns the rows for `npm run bench`; alone: node --import tsx scripts/bench/image-service.ts
// [--no-build] [--quick] [--json file]. A benchmark, not a test: the machine is shared, read medians.
import { execSync } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startBuiltSite } from '../site-process.ts';
import { startDemoCms } from '../support/demo-cms.ts';
import { realPhotos } from '../support/real-photos.ts';
import { runLoad } from './load-run.ts';
import { rssMb } from './process-rss.ts';
import { type BenchMeasure, writeMeasures } from './results.ts';

export type ImageServiceBenchOptions = {
  /** Cold transforms timed one after another (the p50 is reported). */
  coldRuns?: number;
  /** Concurrent cold requests while the site's RSS is sampled. */
  concurrentCold?: number;
  warmSeconds?: number;
  warmConnections?: number;
};

export const QUICK_IMAGE_SERVICE_BENCH: ImageServiceBenchOptions = { coldRuns: 1, concurrentCold: 4, warmSeconds: 1, warmConnections: 2 };

const COLD_P50_GOAL_MS = 1_000;
const WARM_GOAL_PER_SECOND = 1_000;
const RSS_GOAL_MB = 500;
const WIDTH = 1242;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Serves the files of one folder under /media/, as a bucket would. */
async function startPhotoHost(dir: string): Promise<{ base: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname.replace(/^\/media\//, ''));
    const file = join(dir, basename(name));
    try {
      response.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': String(statSync(file).size) });
      createReadStream(file).pipe(response);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/media`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Runs the three measures against an existing build. */
export async function benchImageService(options: ImageServiceBenchOptions = {}): Promise<BenchMeasure[]> {
  const { coldRuns = 7, concurrentCold = 20, warmSeconds = 10, warmConnections = 50 } = options;
  const photo = (await realPhotos()).find((candidate) => candidate.width >= 5000);
  if (!photo) throw new Error('No camera photograph of 5,000 px or more among the real photographs');
  const cmsDir = mkdtempSync(join(tmpdir(), 'bench-images-cms-'));
  const host = await startPhotoHost(dirname(photo.path));
  const cms = await startDemoCms({ dataDir: cmsDir });
  const previewSecret = `bench-preview-${Date.now().toString(36)}`;
  const site = await startBuiltSite({ env: { CMS_URL: cms.url, MEDIA_URL: host.base, PREVIEW_SECRET: previewSecret } });
  const entry = await fetch(`${site.baseUrl}/api/preview?secret=${previewSecret}&path=/`, { redirect: 'manual' });
  const cookie = entry.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const name = encodeURIComponent(basename(photo.path));
  // A new version makes a new URL, so each request is a cold transform of the same source.
  const run = Date.now().toString(36);
  const pathOf = (version: string) => `/_image/w_${WIDTH},f_avif,v_${run}${version}/${name}`;
  const ask = async (path: string) => {
    const response = await fetch(`${site.baseUrl}${path}`, { headers: { cookie } });
    const bytes = (await response.arrayBuffer()).byteLength;
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return bytes;
  };
  try {
    const coldMs: number[] = [];
    let avifBytes = 0;
    for (let index = 0; index < coldRuns; index++) {
      const started = performance.now();
      avifBytes = await ask(pathOf(`c${index}`));
      coldMs.push(performance.now() - started);
    }

    const rssBefore = rssMb(site.pid);
    let peakRss = rssBefore;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(site.pid))), 20);
    const started = performance.now();
    try {
      await Promise.all(Array.from({ length: concurrentCold }, (_, index) => ask(pathOf(`p${index}`))));
    } finally {
      clearInterval(sampler);
    }
    const concurrentMs = performance.now() - started;

    const warmPaths = [pathOf('c0'), pathOf('p0'), pathOf('p1')];
    const warm = await runLoad(
      'warm answers',
      site.baseUrl,
      warmPaths.map((path) => ({ path, headers: { cookie } })),
      [200],
      { connections: warmConnections, durationSeconds: warmSeconds },
    );

    console.log(
      `\nImage service: ${basename(photo.path)} (${photo.width} × ${photo.height} px, ${(statSync(photo.path).size / 1e6).toFixed(1)} MB) to w_${WIDTH} AVIF (${(avifBytes / 1024).toFixed(0)} KB)`,
    );
    console.log('| measure | value |');
    console.log('|---|---|');
    console.log(`| cold transform over HTTP, p50 of ${coldRuns} | ${median(coldMs).toFixed(0)} ms (each: ${coldMs.map((ms) => ms.toFixed(0)).join(', ')}) |`);
    console.log(
      `| ${concurrentCold} concurrent cold transforms | all done in ${(concurrentMs / 1000).toFixed(1)} s; site RSS ${rssBefore.toFixed(0)} MB before, peak ${peakRss.toFixed(0)} MB |`,
    );
    console.log(
      `| warm answers, ${warmConnections} connections × ${warmSeconds} s | ${warm.requestsPerSecond.toFixed(0)} req/s, p50 ${warm.latencyMs.p50} ms, p99 ${warm.latencyMs.p99} ms, ${warm.errors + warm.unexpectedStatus} errors |`,
    );
    return [
      {
        measure: `image service: cold ${photo.width} px JPEG → ${WIDTH} px AVIF, p50`,
        goal: COLD_P50_GOAL_MS,
        value: Math.round(median(coldMs)),
        unit: 'ms',
        bound: 'max',
      },
      {
        measure: `image service: warm answers, ${warmConnections} connections`,
        goal: WARM_GOAL_PER_SECOND,
        value: Math.round(warm.requestsPerSecond),
        unit: 'req/s',
        bound: 'min',
      },
      {
        measure: `image service: site RSS during ${concurrentCold} concurrent cold transforms`,
        goal: RSS_GOAL_MB,
        value: Math.round(peakRss),
        unit: 'MB',
        bound: 'max',
      },
    ];
  } finally {
    await site.stop();
    await cms.stop();
    await host.close();
    rmSync(cmsDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values: args } = parseArgs({ options: { 'no-build': { type: 'boolean' }, quick: { type: 'boolean' }, json: { type: 'string' } } });
  if (!args['no-build']) execSync('npm run build', { stdio: 'inherit' });
  writeMeasures(args.json, await benchImageService(args.quick ? QUICK_IMAGE_SERVICE_BENCH : {}));
}
