import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { ProjectTimings } from '../../../scripts/test-timings/file-durations-reporter.ts';
import { slowestFiles } from '../../../scripts/test-timings/slowest-test-files.ts';

const run = promisify(execFile);
const timingsDir = mkdtempSync(join(tmpdir(), 'test-timings-'));
afterAll(() => rmSync(timingsDir, { recursive: true, force: true }));

const timings = (project: string, seconds: readonly number[]): ProjectTimings => ({
  project,
  finishedAt: '2026-11-28T12:00:00.000Z',
  files: seconds.map((time, index) => ({ file: `tests/${project}/file-${index}.test.ts`, seconds: time })),
});

describe('the ten slowest test files at the end of npm test', () => {
  it('ranks files across unit, browser and integration, slowest first, with their seconds and project', () => {
    const lines = slowestFiles([timings('unit', [0.2, 3, 1]), timings('browser', [40.25, 12, 8, 7, 6]), timings('integration', [95, 5, 4, 2])]);
    expect(lines[0]).toBe('The 10 slowest test files (of 12, 183 s of test file time in all):');
    expect(lines.slice(1).map((line) => line.trim().split(/\s+/))).toEqual([
      ['95.0', 's', 'integration', 'tests/integration/file-0.test.ts'],
      ['40.3', 's', 'browser', 'tests/browser/file-0.test.ts'],
      ['12.0', 's', 'browser', 'tests/browser/file-1.test.ts'],
      ['8.0', 's', 'browser', 'tests/browser/file-2.test.ts'],
      ['7.0', 's', 'browser', 'tests/browser/file-3.test.ts'],
      ['6.0', 's', 'browser', 'tests/browser/file-4.test.ts'],
      ['5.0', 's', 'integration', 'tests/integration/file-1.test.ts'],
      ['4.0', 's', 'integration', 'tests/integration/file-2.test.ts'],
      ['3.0', 's', 'unit', 'tests/unit/file-1.test.ts'],
      ['2.0', 's', 'integration', 'tests/integration/file-3.test.ts'],
    ]);
  });

  it('a vitest run records each file it ran, and the report that ends npm test names it', { timeout: 60_000 }, async () => {
    const env = { ...process.env, TEST_TIMINGS_DIR: timingsDir };
    const vitest = await run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'unit', 'tests/dependencies.test.ts'], { env });
    expect(vitest.stdout).toMatch(/Test Files .*1 passed/); // vitest's own summary is still printed

    const recorded = JSON.parse(readFileSync(join(timingsDir, 'unit.json'), 'utf8')) as ProjectTimings;
    expect(recorded.files).toEqual([{ file: 'tests/dependencies.test.ts', seconds: expect.any(Number) }]);
    expect(recorded.files[0]!.seconds).toBeGreaterThan(0);

    const report = await run(process.execPath, ['--import', 'tsx', 'scripts/test-timings/slowest-test-files.ts'], { env });
    expect(report.stdout).toMatch(/^The 1 slowest test files \(of 1, /);
    expect(report.stdout).toMatch(/\d+\.\d s {2}unit {2}tests\/dependencies\.test\.ts\n$/);
  });
});
