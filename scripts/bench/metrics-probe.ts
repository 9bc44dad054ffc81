// Scrapes a site's /metrics (with METRICS_TOKEN) every 250 ms while a load runs, as Prometheus would (more often),
// so bench:load can say how long a scrape takes with the site under load.
export type MetricsTimes = { scrapes: number; failed: number; p50Ms: number; maxMs: number };

export function startMetricsProbe(baseUrl: string, token: string, everyMs = 250): { stop: () => Promise<MetricsTimes> } {
  const times: number[] = [];
  let failed = 0;
  let running = true;
  const loop = (async () => {
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
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      const sorted = [...times].sort((a, b) => a - b);
      const p50 = sorted[Math.floor(sorted.length / 2)] ?? NaN;
      return { scrapes: times.length, failed, p50Ms: Math.round(p50), maxMs: Math.round(sorted.at(-1) ?? NaN) };
    },
  };
}
