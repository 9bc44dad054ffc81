// The check run as an operator runs it, on the project's own package-lock.json, against OSV databases on disk:
// none (nothing checked, said plainly), one with an advisory covering the installed hono, one whose advisory was
// fixed before it. The advisories are written here in OSV's format; their ids say they are test data.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const installedHono = (JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { version: string }> }).packages[
  'node_modules/hono'
]!.version;
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function database(advisories: object[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'osv-npm-'));
  dirs.push(dir);
  advisories.forEach((advisory, index) => writeFileSync(join(dir, `TEST-${index}.json`), JSON.stringify(advisory)));
  return dir;
}

async function check(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/check-vulnerabilities.ts', ...args]);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const honoAdvisory = (events: object[]) => ({
  id: 'TEST-HONO-1',
  summary: 'A test advisory for hono',
  aliases: ['CVE-0000-0000'],
  modified: '2026-11-01T00:00:00Z',
  affected: [{ package: { ecosystem: 'npm', name: 'hono' }, ranges: [{ type: 'SEMVER', events }] }],
});

describe('npm run check:vulnerabilities', () => {
  it('without a database it checks nothing and says so (exit 2)', async () => {
    const { code, output } = await check();
    expect(code).toBe(2);
    expect(output).toContain('No dependency vulnerability check was made');
    expect((await check('--db', join(tmpdir(), 'no-such-osv-folder'))).code).toBe(2);
  }, 30_000);

  it('lists an advisory that covers an installed version (exit 1)', async () => {
    const { code, output } = await check('--db', database([honoAdvisory([{ introduced: '0' }, { fixed: '999.0.0' }])]));
    expect(code).toBe(1);
    expect(output).toContain(`hono@${installedHono} at node_modules/hono: TEST-HONO-1 (CVE-0000-0000) A test advisory for hono`);
    expect(output).toMatch(/\d+ installed packages checked against 1 OSV advisories \(newest change 2026-11-01T00:00:00Z\)/);
  }, 30_000);

  it('passes when the advisory was fixed in or before the installed version (exit 0)', async () => {
    const { code, output } = await check('--db', database([honoAdvisory([{ introduced: '0' }, { fixed: installedHono }])]));
    expect(code).toBe(0);
    expect(output).toContain('No known advisory covers an installed version.');
  }, 30_000);
});
