// The instance's spool and the store in front of it: while the shared outbox cannot be reached (or does not
// answer in time) a submission is kept on disk, whole or not at all, and moved into the outbox once it answers,
// each one exactly once, also when a move is cut short or the outbox took a late copy.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DurableFormStore } from '../../../server/forms/durable-form-store.ts';
import type { FormOutbox } from '../../../server/forms/form-outbox.ts';
import { FormSpool } from '../../../server/forms/form-spool.ts';
import { SqliteFormOutbox } from '../../../server/forms/sqlite-form-outbox.ts';
import { setLogLevel } from '../../../server/logging/logger.ts';

let dir: string;
let outbox: SqliteFormOutbox;
beforeEach(() => {
  setLogLevel('silent');
  dir = mkdtempSync(join(tmpdir(), 'form-spool-'));
  outbox = new SqliteFormOutbox(join(dir, 'outbox.sqlite'));
});
afterEach(async () => {
  await outbox.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The real outbox, with its database made unreachable or slow on demand (fault injection). */
function reachableWhen(state: { down: boolean; slowMs?: number }): FormOutbox {
  const gate = async () => {
    if (state.slowMs) await new Promise((resolve) => setTimeout(resolve, state.slowMs));
    if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
  };
  return new Proxy(outbox, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (typeof value !== 'function' || name === 'close') return value;
      return async (...args: unknown[]) => {
        await gate();
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

const emails = async () => (await outbox.entries()).map((entry) => entry.formData.email).sort();

describe('the form spool', () => {
  it('keeps each submission as one whole file, lists them oldest first, skips a file never finished, and forgets one once removed', async () => {
    const spool = new FormSpool(join(dir, 'spool'));
    await spool.put({ id: 'b', formData: { email: 'b@example.com', submissionId: 'b' }, createdAt: 2 });
    await spool.put({ id: 'a', formData: { email: 'a@example.com', submissionId: 'a' }, createdAt: 1 });
    writeFileSync(join(dir, 'spool', 'c.json.writing'), '{"id":"c","formData":{"em');
    expect((await spool.list()).map((submission) => submission.id)).toEqual(['a', 'b']);
    expect(await spool.count()).toBe(2);
    await spool.remove('a');
    expect(readdirSync(join(dir, 'spool')).sort()).toEqual(['b.json', 'c.json.writing']);
    expect(await new FormSpool(join(dir, 'nothing-yet')).list()).toEqual([]);
  });
});

describe('storing a submission while the outbox is away', () => {
  it('goes to the spool when the outbox refuses, straight to the spool while it stays down, and into the outbox once, when it is back', async () => {
    const state = { down: true };
    const spool = new FormSpool(join(dir, 'spool'));
    const store = new DurableFormStore(reachableWhen(state), spool, Date.now);
    const stored = [];
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) stored.push(await store.store({ email, formType: 'subscribe' }, 60_000));
    expect(stored.map((submission) => submission.in)).toEqual(['spool', 'spool', 'spool']);
    expect(store.health()).toEqual({ outboxDownSince: expect.any(Number), spooled: 3 });

    expect(await store.moveSpooled()).toBe(0);
    expect(await spool.count()).toBe(3);

    state.down = false;
    expect(await store.moveSpooled()).toBe(3);
    expect(await emails()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    expect((await outbox.entries()).map((entry) => entry.formData.submissionId).sort()).toEqual(stored.map((submission) => (submission.in === 'spool' ? submission.id : '')).sort());
    expect(await spool.count()).toBe(0);
    expect(store.health()).toEqual({ outboxDownSince: null, spooled: 0 });
    expect((await store.store({ email: 'd@example.com', formType: 'subscribe' }, 60_000)).in).toBe('outbox');
  });

  it('a move cut short after the outbox took a submission but before its file was deleted stores it once', async () => {
    const state = { down: true };
    const spool = new FormSpool(join(dir, 'spool'));
    const store = new DurableFormStore(reachableWhen(state), spool, Date.now);
    await store.store({ email: 'once@example.com', formType: 'subscribe' }, 60_000);
    const [left] = await spool.list();
    state.down = false;
    await store.moveSpooled();
    // The process died before the delete: the file is back on the next start.
    await spool.put(left!);
    const restarted = new DurableFormStore(outbox, spool, Date.now);
    await restarted.open();
    expect(await restarted.moveSpooled()).toBe(1);
    expect(await emails()).toEqual(['once@example.com']);
    expect(await spool.count()).toBe(0);
  });

  it('an outbox that answers too late gets the submission in the spool too, under the same id: stored once after the move', async () => {
    const state = { down: false, slowMs: 300 };
    const spool = new FormSpool(join(dir, 'spool'));
    const store = new DurableFormStore(reachableWhen(state), spool, Date.now, 50);
    const started = performance.now();
    const stored = await store.store({ email: 'late@example.com', formType: 'subscribe' }, 60_000);
    expect(performance.now() - started).toBeLessThan(250);
    expect(stored.in).toBe('spool');
    await new Promise((resolve) => setTimeout(resolve, 400)); // the late insert lands
    expect(await emails()).toEqual(['late@example.com']);
    state.slowMs = 0;
    await store.moveSpooled();
    expect(await emails()).toEqual(['late@example.com']);
    expect(existsSync(join(dir, 'spool', `${stored.in === 'spool' ? stored.id : ''}.json`))).toBe(false);
  });

  it('without a spool, or when the spool cannot be written either, the submission is refused', async () => {
    await expect(new DurableFormStore(reachableWhen({ down: true }), null, Date.now).store({ email: 'x@example.com' }, 60_000)).rejects.toThrow(/ECONNREFUSED/);
    writeFileSync(join(dir, 'not-a-folder'), '');
    const blocked = new DurableFormStore(reachableWhen({ down: true }), new FormSpool(join(dir, 'not-a-folder')), Date.now);
    await expect(blocked.store({ email: 'x@example.com' }, 60_000)).rejects.toThrow();
  });
});
