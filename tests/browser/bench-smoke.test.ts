// Every benchmark script runs end to end at a tiny size, so none can rot unnoticed (bench:blog once answered 500
// on /blog). Checked: each completes, exits 0 and prints its table; never timings, which mean nothing on a shared CI machine.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/** The script's printed output; rejects, with its stderr in the message, when it exits non-zero. */
async function smokeRun(script: string, flags: string[], timeoutMs: number): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', script, '--', ...flags], { timeout: timeoutMs, maxBuffer: 16 * 2 ** 20 });
  return stdout;
}

describe('benchmark scripts at smoke size, on the built site', () => {
  it('bench:blog with 50 articles, one run each, prints its 7-versus-50 table', { timeout: 60_000 }, async () => {
    const output = await smokeRun('bench:blog', ['--no-build', '--articles', '50', '--runs', '1', '--warmup', '0'], 55_000);
    expect(output).toMatch(/^\| measure \| 7 articles \| 50 articles \| ratio \|$/m);
    expect(output).toMatch(/^\| render \/blog, ms \(data hook \+ SSR\) \|/m);
  });

  it('bench:size prints the JavaScript on the wire of each page type', { timeout: 60_000 }, async () => {
    const output = await smokeRun('bench:size', ['--no-build'], 55_000);
    expect(output).toMatch(/^\| page type +\| path +\| files \|/m);
    expect(output).toMatch(/^\| buy +\| \/buy +\|/m);
  });

  it('bench:js-wire on the home page prints its JavaScript and fonts row', { timeout: 60_000 }, async () => {
    const output = await smokeRun('bench:js-wire', ['--no-build', '--path', '/'], 55_000);
    expect(output).toMatch(/^\| path +\| JS KB \|/m);
    expect(output).toMatch(/^\| \/ +\| +\d+\.\d \|/m);
  });

  it('bench:lighthouse, one run of the home page, prints its scores row', { timeout: 120_000 }, async () => {
    const output = await smokeRun('bench:lighthouse', ['--runs', '1', '--path', '/'], 115_000);
    expect(output).toMatch(/^\| path +\| perf \| a11y \|/m);
    expect(output).toMatch(/^\| \/ +\| +\d+ \| +\d+ \|/m);
  });

  // The photographed CMS's files are made once in .cache/ (about 15 s the first time), then reused.
  it('bench:images on the home page at one phone prints its bytes-against-ideal row and the worst pictures', { timeout: 120_000 }, async () => {
    const output = await smokeRun('bench:images', ['--no-build', '--quick'], 115_000);
    expect(output).toMatch(/^\| page \| viewport \| downloaded \| before scrolling \| ideal \| ratio \|/m);
    expect(output).toMatch(/^\| \/ \| 412 px @1\.75x \| [\d,]+ KB \|/m);
    expect(output).toMatch(/^\| page \| viewport \| picture \| pixels needed \| chosen file width \|/m);
  });

  // Every benchmark once more, at smoke size, through the one table `npm run bench` prints.
  it('bench --quick prints one table with a row per goal', { timeout: 360_000 }, async () => {
    const output = await smokeRun('bench', ['--no-build', '--quick'], 355_000);
    expect(output).toMatch(/^\| measure +\| goal \| value \| value ÷ goal \| met \|$/m);
    for (const measure of [
      'JavaScript before the first interaction /',
      'first tap, Interaction to Next Paint: menu button on /',
      '/buy pages/s',
      'render /blog',
      'Lighthouse performance /',
      'photo bytes ÷ ideal /',
      'image service: cold',
    ]) {
      expect(output).toContain(`| ${measure}`);
    }
  });

  it('bench:load for 1 s with 2 connections prints its runs, and those through Varnish or why they were skipped', { timeout: 60_000 }, async () => {
    const output = await smokeRun('bench:load', ['--no-build', '--duration', '1', '--connections', '2'], 55_000);
    expect(output).toMatch(/^\| run \| req\/s \|/m);
    expect(output).toMatch(/^\| ceiling: /m);
    expect(output).toMatch(/^Through Varnish: (cached page ÷ ceiling|skipped)/m);
  });

  // One page: a Lighthouse run is about 15 s on a busy 2-core machine.
  it('bench:seo on the home page alone prints its score row', { timeout: 90_000 }, async () => {
    const output = await smokeRun('bench:seo', ['--path', '/'], 85_000);
    expect(output).toMatch(/^\| path +\| score \| failing audits$/m);
    expect(output).toMatch(/^\| \/ +\| +\d+ \|/m);
  });
});
