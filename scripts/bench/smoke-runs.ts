// How `npm run bench -- --quick` runs the benchmarks at smoke size: a few at a time (a smoke run mostly waits, on
// throttled pages, timed windows and processes starting, and its figures mean nothing), each once what it needs is
// ready (the shared built site answers, the photographed CMS's files are made), each one's output held back and
// printed whole under its `== script` heading, in the list's order, for the smoke test to read.
import { spawn } from 'node:child_process';

/** What a smoke run can wait for: `site` (its URL) and `photographs` are made once, while the first runs run. */
export type SmokeNeeds = { site: Promise<string>; photographs: Promise<void> };

export type SmokeJob = {
  script: string;
  /** Its flags; `siteUrl` is the shared site's when it needs it. */
  flags: (siteUrl: string | null) => string[];
  needs: readonly (keyof SmokeNeeds)[];
};

export class SmokeRunFailedError extends Error {}

/** A run: the benchmark's output (stdout and stderr, as they came), and when it ran. */
type SmokeRun = { job: SmokeJob; flags: string[]; output: string; startedMs: number; endedMs: number | null; exit: Promise<number | null> };

function startSmokeRun(job: SmokeJob, flags: string[], sinceMs: number): SmokeRun {
  const child = spawn(process.execPath, ['--import', 'tsx', job.script, ...flags], { stdio: ['ignore', 'pipe', 'pipe'] });
  const run: SmokeRun = {
    job,
    flags,
    output: '',
    startedMs: performance.now() - sinceMs,
    endedMs: null,
    exit: new Promise((resolve) => {
      child.once('error', (error) => {
        run.output += `\ncould not start: ${error.message}\n`;
        resolve(null);
      });
      child.once('close', (code) => resolve(code));
    }),
  };
  for (const stream of [child.stdout, child.stderr]) stream.setEncoding('utf8').on('data', (chunk: string) => (run.output += chunk));
  void run.exit.then(() => (run.endedMs = performance.now() - sinceMs));
  return run;
}

/** Its `== script` heading (what the smoke test splits the output by), when it ran, then its output, on stderr. */
function printSection(run: SmokeRun, note = ''): void {
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  const ran = run.endedMs === null ? `started at ${seconds(run.startedMs)} s, unfinished` : `ran from ${seconds(run.startedMs)} s to ${seconds(run.endedMs)} s`;
  process.stderr.write(`\n== ${run.job.script}${note}\n(smoke run ${ran})\n${run.output}`);
}

/**
 * Runs `jobs` `atOnce` at a time, in the list's order as far as their `needs` allow. After a failure (a run exiting
 * non-zero, a need not met) no other starts: those running finish, stopping what they started, then it throws.
 */
export async function runSmokeRuns(jobs: readonly SmokeJob[], { atOnce, needs }: { atOnce: number; needs: SmokeNeeds }): Promise<void> {
  const sinceMs = performance.now();
  const met = new Map<keyof SmokeNeeds, unknown>();
  const unmet: { error: unknown } = { error: null };
  const settling = new Map(
    (Object.keys(needs) as (keyof SmokeNeeds)[]).map((name) => [
      name,
      needs[name].then(
        (value) => void met.set(name, value),
        (error: unknown) => void (unmet.error ??= error ?? new Error(`${name} for the smoke runs could not be made ready`)),
      ),
    ]),
  );
  const waiting = [...jobs];
  const runOf = new Map<SmokeJob, SmokeRun>();
  const running = new Set<SmokeRun>();
  const codes = new Map<SmokeRun, number | null>();
  /** The runs that exited non-zero, in the order they ended. */
  const failed: SmokeRun[] = [];
  const stopping = () => failed.length > 0 || unmet.error !== null;
  const startable = (job: SmokeJob) => job.needs.every((name) => met.has(name));
  let printed = 0;
  // Ended from outside (the test's deadline, Ctrl-C): what the unfinished runs printed so far says where they were.
  const printUnfinished = () => {
    for (const run of running) printSection(run, ' (unfinished)');
    process.exit(1);
  };
  process.once('SIGTERM', printUnfinished).once('SIGINT', printUnfinished);
  try {
    while ((waiting.length > 0 && !stopping()) || running.size > 0) {
      while (!stopping() && running.size < atOnce) {
        const next = waiting.find(startable);
        if (!next) break;
        waiting.splice(waiting.indexOf(next), 1);
        const siteUrl = next.needs.includes('site') ? (met.get('site') as string) : null;
        const run = startSmokeRun(next, next.flags(siteUrl), sinceMs);
        runOf.set(next, run);
        running.add(run);
        void run.exit.then((code) => {
          running.delete(run);
          codes.set(run, code);
          if (code !== 0) failed.push(run);
        });
      }
      // Each run's bookkeeping above was attached first, so it is done when the race resolves.
      const events: Promise<unknown>[] = [...running].map((run) => run.exit);
      if (unmet.error === null) for (const [name, settled] of settling) if (!met.has(name)) events.push(settled);
      if (events.length === 0) break;
      await Promise.race(events);
      while (printed < jobs.length) {
        const run = runOf.get(jobs[printed]!);
        if (!run || !codes.has(run)) break;
        printSection(run);
        printed += 1;
      }
    }
  } finally {
    process.off('SIGTERM', printUnfinished).off('SIGINT', printUnfinished);
  }
  // After a failure, those after one that never started.
  for (const job of jobs.slice(printed)) if (runOf.has(job)) printSection(runOf.get(job)!);
  if (unmet.error !== null) throw unmet.error;
  const [first] = failed;
  if (first) throw new SmokeRunFailedError(`${first.job.script} ${first.flags.join(' ')} exited with ${codes.get(first)}`);
}
