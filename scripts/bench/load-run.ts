// One autocannon run and the figures the load report prints.
import autocannon from 'autocannon';

export type LoadRun = {
  label: string;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  requests: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Responses with a status none of the paths should answer (a 5xx, a 429…). */
  unexpectedStatus: number;
  statusCounts: Record<string, number>;
};

export type LoadOptions = { connections: number; durationSeconds: number };

/** `/?r=1`, `/?r=2`…: a query string no request repeats, as links with click ids or cache busters arrive. */
export function uniqueQueries(path: string): autocannon.Request[] {
  let next = 0;
  return [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `${path}?r=${(next += 1)}` }) }];
}

/** `paths`: requested in turn, or requests built by uniqueQueries(). */
export async function runLoad(
  label: string,
  origin: string,
  paths: readonly string[] | autocannon.Request[],
  expectedStatuses: readonly number[],
  options: LoadOptions,
): Promise<LoadRun> {
  const result = await autocannon({
    url: origin,
    connections: options.connections,
    duration: options.durationSeconds,
    // Browsers ask for compressed pages; the site and the ceiling answer with the same encoding.
    headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
    requests: paths.map((path) => (typeof path === 'string' ? { method: 'GET' as const, path } : path)),
  });
  const statusCounts = Object.fromEntries(
    Object.entries((result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {}).map(([status, { count }]) => [
      status,
      count,
    ]),
  );
  const unexpectedStatus = Object.entries(statusCounts)
    .filter(([status]) => !expectedStatuses.includes(Number(status)))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    label,
    requestsPerSecond: result.requests.average,
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    unexpectedStatus,
    statusCounts,
  };
}
