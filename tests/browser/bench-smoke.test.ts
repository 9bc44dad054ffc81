// Every benchmark script runs end to end at a tiny size, so none can rot unnoticed (bench:blog once answered 500
// on /blog). Checked: each completes, exits 0 and prints its table; never timings, which mean nothing on a shared CI machine.
// `npm run bench -- --quick` runs each benchmark it lists once, at the same smoke size as it would be run alone, and
// stops at the first that exits non-zero: its run is shared by the checks of those scripts' own tables (on its
// stderr, one section per script) and of its summary. Only bench:size and bench:seo, which it does not list, run on
// their own, one after the other beside it: the three keep the machine's two cores busy, where one after another
// they mostly waited.
import { spawn } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The script's printed output (stdout, and stderr apart); rejects, with the end of its stderr in the message, when it
 * exits non-zero or outlasts `timeoutMs`. It runs in a process group of its own, ended whole on a timeout: a
 * benchmark's own site, CMS and Chromium go with it rather than run on after the test.
 */
function smokeRun(script: string, flags: string[], timeoutMs: number): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...flags], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      process.kill(-child.pid!, 'SIGTERM');
    }, timeoutMs);
    child.once('error', reject);
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve({ stdout, stderr });
      const why = timedOut ? `did not finish within ${timeoutMs / 1000} s` : `exited with ${code ?? signal}`;
      reject(new Error(`npm run ${script} -- ${flags.join(' ')} ${why}\n${stderr.slice(-4000)}`));
    });
  });
}

type SmokeOutput = { stdout: string; stderr: string };
let quickRun: Promise<SmokeOutput>;
let sizeRun: Promise<SmokeOutput>;
let seoRun: Promise<SmokeOutput>;

// Two to five minutes on a busy 2-core machine (two benchmarks at a time, most on one site); the photographed CMS's
// files are made once in .cache/ (about 15 s the first time).
beforeAll(() => {
  quickRun = smokeRun('bench', ['--no-build', '--quick'], 840_000);
  // Its own site and Chromium, five pages: it outlasted a minute on a machine at a load of 14.
  sizeRun = smokeRun('bench:size', ['--no-build'], 150_000);
  // One page: a Lighthouse run is about 15 s on a busy 2-core machine.
  seoRun = sizeRun.catch(() => {}).then(() => smokeRun('bench:seo', ['--path', '/'], 150_000));
  // Each failure is reported by the checks that read the run, not as an unhandled rejection before them.
  for (const run of [quickRun, sizeRun, seoRun]) run.catch(() => {});
});

describe('every benchmark at smoke size through `npm run bench -- --quick`, on the built site', () => {
  let summary = '';
  /** Each benchmark's own output, in the order it ran, under the script's path (bench-all's `== script` heading). */
  let sections: { script: string; output: string }[] = [];
  /** The output of the `nth` run (from 0) of `script`. */
  const outputOf = (script: string, nth = 0): string => {
    const output = sections.filter((section) => section.script === script)[nth]?.output;
    if (output === undefined) throw new Error(`bench --quick did not run ${script} (ran: ${sections.map((s) => s.script).join(', ')})`);
    return output;
  };

  beforeAll(async () => {
    const { stdout, stderr } = await quickRun;
    summary = stdout;
    sections = stderr
      .split(/^== /m)
      .slice(1)
      .map((part) => ({ script: part.slice(0, part.indexOf('\n')).trim(), output: part.slice(part.indexOf('\n') + 1) }));
  }, 850_000);

  it('prints one table with a row per goal', () => {
    expect(summary).toMatch(/^\| measure +\| goal \| value \| value ÷ goal \| met \|$/m);
    for (const measure of [
      'JavaScript before the first interaction /',
      'first tap, Interaction to Next Paint: menu button on /',
      '/buy pages/s',
      'render /blog',
      'Lighthouse performance /',
      'photo bytes ÷ ideal /',
      'image service: cold',
    ]) {
      expect(summary).toContain(`| ${measure}`);
    }
  });

  it('bench:blog with 50 articles, one run each, prints its 7-versus-50 table', () => {
    const output = outputOf('scripts/bench-blog.ts');
    expect(output).toMatch(/^\| measure \| 7 articles \| 50 articles \| ratio \|$/m);
    expect(output).toMatch(/^\| render \/blog, ms \(data hook \+ SSR\) \|/m);
  });

  it('bench:js-wire on the home page prints its JavaScript and fonts row', () => {
    const output = outputOf('scripts/bench-js-wire.ts');
    expect(output).toMatch(/^\| path +\| JS KB \|/m);
    expect(output).toMatch(/^\| \/ +\| +\d+\.\d \|/m);
  });

  it('bench:lighthouse, one run of the home page, prints its scores row', () => {
    const output = outputOf('scripts/bench-lighthouse.ts');
    expect(output).toMatch(/^\| path +\| perf \| a11y \|/m);
    expect(output).toMatch(/^\| \/ +\| +\d+ \| +\d+ \|/m);
  });

  it('bench:lighthouse --photos, one mobile run of the home page, prints its scores row with camera photographs', () => {
    const output = outputOf('scripts/bench-lighthouse.ts', 1);
    expect(output).toMatch(/^Lighthouse 12, mobile, simulated throttling, median of 1, camera photographs$/m);
    expect(output).toMatch(/^\| \/ +\| +\d+ \| +\d+ \|/m);
  });

  it('bench:images on the home page at one phone prints its bytes-against-ideal row and the worst pictures', () => {
    const output = outputOf('scripts/bench/image-bytes.ts');
    expect(output).toMatch(/^\| page \| viewport \| downloaded \| before scrolling \| ideal \| ratio \|/m);
    expect(output).toMatch(/^\| \/ \| 412 px @1\.75x \| [\d,]+ KB \|/m);
    expect(output).toMatch(/^\| page \| viewport \| picture \| pixels needed \| chosen file width \|/m);
  });

  it('bench:load for 1 s with 2 connections prints its runs, and those through Varnish or why they were skipped', () => {
    const output = outputOf('scripts/bench-load.ts');
    expect(output).toMatch(/^\| run \| req\/s \|/m);
    expect(output).toMatch(/^\| ceiling: /m);
    expect(output).toMatch(/^Through Varnish: (cached page ÷ ceiling|skipped)/m);
  });

  it('bench:first-tap, one run, prints its table of taps', () => {
    expect(outputOf('scripts/bench/first-interaction.ts')).toMatch(/^\| tap +\| page +\| INP ms \| goal \|/m);
  });

  it('the image service benchmark, one cold transform, prints its table', () => {
    expect(outputOf('scripts/bench/image-service.ts')).toMatch(/^\| cold transform over HTTP, p50 of 1 \| \d+ ms/m);
  });

  it('bench:forms, 60 forms while the database hangs and 2 s of mixed load, reports both parts', () => {
    const output = outputOf('scripts/bench/forms-at-volume.ts');
    expect(output).toMatch(/^hung database: 60 forms taken in /m);
    expect(output).toMatch(/^mixed load, database up: \d+ requests in 2 s/m);
  });
});

describe('the benchmark scripts `npm run bench` does not list, at smoke size, on the built site', () => {
  // Started with bench --quick (above): it has usually finished by now.
  it('bench:size prints the JavaScript on the wire of each page type', { timeout: 160_000 }, async () => {
    const { stdout } = await sizeRun;
    expect(stdout).toMatch(/^\| page type +\| path +\| files \|/m);
    expect(stdout).toMatch(/^\| buy +\| \/buy +\|/m);
  });

  it('bench:seo on the home page alone prints its score row', { timeout: 160_000 }, async () => {
    const { stdout } = await seoRun;
    expect(stdout).toMatch(/^\| path +\| score \| failing audits$/m);
    expect(stdout).toMatch(/^\| \/ +\| +\d+ \|/m);
  });
});
