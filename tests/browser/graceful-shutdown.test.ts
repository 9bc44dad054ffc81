import { describe, expect, it } from 'vitest';
import { startBuiltSite } from '../../scripts/site-process.ts';

describe('server lifecycle', () => {
  it('stops cleanly on SIGTERM (exit code 0)', async () => {
    const site = await startBuiltSite();
    expect((await fetch(`${site.baseUrl}/healthz`)).status).toBe(200);
    expect(await site.stop()).toBe(0);
  });
});
