// The claim and lease rules of the shared form outbox, against a real PostgreSQL: two instances never hold
// the same row, a row whose holder vanished returns after its lease, and the holder that lost it cannot
// record an outcome any more.
import { beforeAll, describe, expect, it } from 'vitest';
import { PostgresFormOutbox } from '../../../server/forms/postgres-form-outbox.ts';
import { setLogLevel } from '../../../server/logging/logger.ts';
import { postgresForFile } from './support/postgres-for-file.ts';

const LEASE_MS = 6_000;
const database = postgresForFile();

beforeAll(() => setLogLevel('silent'));

describe('the PostgreSQL form outbox', () => {
  it('creates its table once however many instances open it at the same moment', async () => {
    await Promise.all(['a', 'b', 'c', 'd'].map((holder) => PostgresFormOutbox.open(database.pool, holder)));
    const { rows } = await database.pool.query("SELECT COUNT(*)::int AS n FROM pg_tables WHERE tablename = 'form_outbox'");
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('two instances claiming at once share the due rows without overlap (FOR UPDATE SKIP LOCKED)', async () => {
    await database.pool.query('TRUNCATE form_outbox');
    const [first, second] = await Promise.all([PostgresFormOutbox.open(database.pool, 'first'), PostgresFormOutbox.open(database.pool, 'second')]);
    const now = Date.now();
    for (let index = 0; index < 40; index += 1) await first.add({ email: `shopper${index}@example.com`, formType: 'subscribe' }, now);

    const claims = await Promise.all(Array.from({ length: 8 }, (_, index) => (index % 2 === 0 ? first : second).claimDue(now, LEASE_MS, 5)));
    const ids = claims.flat().map((held) => held.id);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
    expect(await first.claimDue(now, LEASE_MS, 5)).toEqual([]);
    const { rows } = await database.pool.query<{ claimed_by: string; n: number }>(
      'SELECT claimed_by, COUNT(*)::int AS n FROM form_outbox GROUP BY claimed_by ORDER BY claimed_by',
    );
    expect(rows).toEqual([
      { claimed_by: 'first', n: 20 },
      { claimed_by: 'second', n: 20 },
    ]);
  });

  it('a row held by an instance that died is claimed by another once the lease has run out, and the old claim is void', async () => {
    await database.pool.query('TRUNCATE form_outbox');
    const [dead, alive] = await Promise.all([PostgresFormOutbox.open(database.pool, 'dead'), PostgresFormOutbox.open(database.pool, 'alive')]);
    const now = Date.now();
    const heldByDead = (await dead.addClaimed({ email: 'mid-send@example.com', formType: 'subscribe' }, now, LEASE_MS))!;

    expect(await alive.claimDue(now + LEASE_MS - 1, LEASE_MS, 5)).toEqual([]);
    expect(await alive.nextDueAt()).toBe(now + LEASE_MS);
    const [taken] = await alive.claimDue(now + LEASE_MS, LEASE_MS, 5);
    expect(taken).toMatchObject({ id: heldByDead.id, formData: { email: 'mid-send@example.com', submissionId: heldByDead.id }, attempts: 0 });

    // The first holder comes back to life too late: its outcome is refused, the row stays with the new holder.
    expect(await dead.markDelivered(heldByDead, now + LEASE_MS + 1)).toBe(false);
    expect(await alive.markDelivered(taken!, now + LEASE_MS + 1)).toBe(true);
    expect(await alive.counts()).toEqual({ pending: 0, delivered: 1, failed: 0 });
  });

  it('a failed send waits for its retry time; a refused one is kept as failed; released rows can be taken at once', async () => {
    await database.pool.query('TRUNCATE form_outbox');
    const outbox = await PostgresFormOutbox.open(database.pool, 'one');
    const now = Date.now();
    await outbox.add({ email: 'retry@example.com', formType: 'subscribe' }, now);
    await outbox.add({ email: 'refused@example.com', formType: 'subscribe' }, now + 1);
    await outbox.add({ email: 'released@example.com', formType: 'subscribe' }, now + 2);
    const [retry, refused, released] = await outbox.claimDue(now + 2, LEASE_MS, 3);

    expect(await outbox.scheduleRetry(retry!, now + 10_000, 'HTTP 503')).toBe(true);
    expect(await outbox.markFailed(refused!, now + 3, 'HTTP 400')).toBe(true);
    expect(await outbox.release(released!)).toBe(true);
    expect((await outbox.claimDue(now + 3, LEASE_MS, 5)).map((held) => held.formData.email)).toEqual(['released@example.com']);
    // Due next: the end of the lease on the row just taken again, before the retry time.
    expect(await outbox.nextDueAt()).toBe(now + 3 + LEASE_MS);
    expect((await outbox.entries()).map(({ formData, status, attempts, lastError }) => ({ email: formData.email, status, attempts, lastError }))).toEqual([
      { email: 'retry@example.com', status: 'pending', attempts: 1, lastError: 'HTTP 503' },
      { email: 'refused@example.com', status: 'failed', attempts: 1, lastError: 'HTTP 400' },
      { email: 'released@example.com', status: 'pending', attempts: 0, lastError: null },
    ]);
  });
});
