// The logs are written asynchronously; a process that exits right after logging (a failed start, the end of a
// shutdown) must still leave every line behind.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const LINES = 20_000;
const program = `
  import { log } from './server/logging/logger.ts';
  for (let i = 0; i < ${LINES}; i += 1) log.info('bulk.line', { i });
  log.error('server.start_failed', { reason: 'the last words' });
  process.exit(1);
`;

describe('asynchronous logs', () => {
  it('are all written out when the process exits at once after writing them', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(run.status).toBe(1);
    const out = run.stdout.split('\n').filter(Boolean);
    expect(out).toHaveLength(LINES);
    expect(JSON.parse(out.at(-1)!)).toMatchObject({ event: 'bulk.line', i: LINES - 1 });
    expect(JSON.parse(run.stderr.trim())).toMatchObject({ level: 'error', event: 'server.start_failed', reason: 'the last words' });
  });
});
