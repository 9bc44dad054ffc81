// Content-change notices between instances over a real PostgreSQL: a notice reaches the other instances (not
// the sender), and an instance whose LISTEN connection was dropped connects again, asks for a refresh in case
// it missed one, and hears the next notice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresContentNotices } from '../../../server/caching/postgres-content-notices.ts';
import { setLogLevel } from '../../../server/logging/logger.ts';
import { eventually } from './support/instances.ts';
import { postgresForFile } from './support/postgres-for-file.ts';

// Started first, so it stops after the notices below are closed.
const database = postgresForFile();
const started: PostgresContentNotices[] = [];

beforeAll(() => setLogLevel('silent'));
afterAll(() => Promise.all(started.map((notices) => notices.close())));

async function instance(name: string) {
  const notices = new PostgresContentNotices(database.url, database.pool, name);
  const heard: number[] = [];
  notices.listen(() => heard.push(Date.now()));
  await notices.start();
  started.push(notices);
  return { notices, heard };
}

describe('content-change notices over LISTEN/NOTIFY', () => {
  it('reach every other instance, survive a dropped connection, and never echo back to the sender', async () => {
    const sender = await instance('sender');
    const receiver = await instance('receiver');

    const sentAt = Date.now();
    sender.notices.announce();
    await eventually(async () => (receiver.heard.length === 1 ? true : undefined), 2_000, 'the receiver hearing the notice');
    console.info(`notice heard after ${receiver.heard[0]! - sentAt} ms`);
    expect(sender.heard).toEqual([]);

    const { rows } = await database.pool.query<{ ended: boolean }>(
      "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = 'storefront-notices receiver'",
    );
    expect(rows).toEqual([{ ended: true }]);
    // Listening again, it asks for a refresh: a notice may have gone by while it was away.
    await eventually(async () => (receiver.heard.length === 2 ? true : undefined), 10_000, 'the receiver listening again');
    sender.notices.announce();
    await eventually(async () => (receiver.heard.length === 3 ? true : undefined), 2_000, 'the receiver hearing a notice after reconnecting');
    expect(sender.heard).toEqual([]);
  });
});
