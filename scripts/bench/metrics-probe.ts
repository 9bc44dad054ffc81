// Scrapes a site's /metrics (with METRICS_TOKEN) every 250 ms while a load runs, as Prometheus would (more often),
// so bench:load can say how long a scrape takes with the site under load. The scrapes run in a process of their
// own: timed from inside the load generator, they would measure its busy event loop rather than the site.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type MetricsTimes = { scrapes: number; failed: number; p50Ms: number; maxMs: number };

async function scrapeUntilStdinEnds(baseUrl: string, token: string, everyMs: number): Promise<MetricsTimes> {
  const times: number[] = [];
  let failed = 0;
  let running = true;
  process.stdin.on('end', () => (running = false)).resume();
  while (running) {
    const started = performance.now();
    try {
      const response = await fetch(`${baseUrl}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
      await response.text();
      if (response.ok) times.push(performance.now() - started);
      else failed += 1;
    } catch {
      failed += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { scrapes: times.length, failed, p50Ms: Math.round(sorted[Math.floor(sorted.length / 2)] ?? NaN), maxMs: Math.round(sorted.at(-1) ?? NaN) };
}

export function startMetricsProbe(baseUrl: string, token: string, everyMs = 250): { stop: () => Promise<MetricsTimes> } {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), baseUrl, String(everyMs)], {
    env: { ...process.env, METRICS_TOKEN: token },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    stop: async () => {
      child.stdin!.end();
      await exited;
      return JSON.parse(output) as MetricsTimes;
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [baseUrl, everyMs] = process.argv.slice(2);
  process.stdout.write(JSON.stringify(await scrapeUntilStdinEnds(baseUrl!, process.env.METRICS_TOKEN!, Number(everyMs))));
}
