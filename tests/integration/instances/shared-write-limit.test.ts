// The API write limit holds across instances: a client sending its writes round-robin to three instances on one
// PostgreSQL is answered as often before its first 429 as a client writing to one instance.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_WRITE_LIMIT } from '../../../server/security/rate-limit-writes.ts';
import { startInstances, type Instances } from './support/instances.ts';

let instances: Instances;
beforeAll(async () => {
  instances = await startInstances();
});
afterAll(async () => {
  await instances?.stop();
});

/** A write from `clientAddress` (a loopback address of its own: the limit is per client address). */
function write(baseUrl: string, clientAddress: string): Promise<{ status: number; retryAfter: string | undefined }> {
  return new Promise((resolve, reject) => {
    const url = new URL('/api/forms/no-such-form', baseUrl);
    const sent = request(
      url,
      { method: 'POST', localAddress: clientAddress, headers: { Origin: instances.varnish.url, 'Content-Type': 'application/json' } },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, retryAfter: answer.headers['retry-after'] as string | undefined }));
      },
    );
    sent.on('error', reject);
    sent.end('{}');
  });
}

async function answersBeforeFirst429(targets: string[], clientAddress: string): Promise<{ answered: number; refusal: { retryAfter: string | undefined } }> {
  for (let sent = 0; sent < 200; sent += 1) {
    const answer = await write(targets[sent % targets.length]!, clientAddress);
    if (answer.status === 429) return { answered: sent, refusal: answer };
  }
  throw new Error('no 429 within 200 writes');
}

describe('the API write limit on three instances', () => {
  it('lets a client as many writes round-robin over three instances as to one', async () => {
    const [first] = instances.sites;
    const alone = await answersBeforeFirst429([first!.baseUrl], '127.0.0.2');
    const spread = await answersBeforeFirst429(
      instances.sites.map((site) => site.baseUrl),
      '127.0.0.3',
    );
    expect(alone.answered).toBe(API_WRITE_LIMIT.capacity);
    expect(spread.answered).toBe(alone.answered);
    expect(spread.refusal.retryAfter).toBe('2');
    // Counted in the shared table, not in each instance's memory.
    const { rows } = await instances.db.query<{ key: string }>("SELECT key FROM rate_limits WHERE key LIKE '%127.0.0.3' ORDER BY key");
    expect(rows.map((row) => row.key.split(':')[0])).toEqual(['api-write-burst', 'api-write-steady']);
  });
});
