// The instance's spool and the store in front of it: while the shared outbox cannot be reached (or does not
// answer in time) a submission is kept on disk, whole or not at all, and moved into the outbox once it answers,
// each one exactly once, also when a move is cut short or the outbox took a late copy.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
function reachableWhen(state: { down: boolean; slowMs?: number; adopting?: Promise<void> }): FormOutbox {
  const gate = async (name: string | symbol) => {
    if (state.slowMs) await new Promise((resolve) => setTimeout(resolve, state.slowMs));
    if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    if (name === 'adopt') await state.adopting;
  };
  return new Proxy(outbox, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (typeof value !== 'function' || name === 'close') return value;
      return async (...args: unknown[]) => {
        await gate(name);
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
    const [oldest] = await spool.names();
    await spool.remove([oldest!]);
    expect(readdirSync(join(dir, 'spool')).sort()).toEqual(['000000000000002-b.json', 'c.json.writing']);
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
    expect(store.health()).toEqual({ outboxDownSince: expect.any(Number), spooled: 3, oldestSpooledAt: expect.any(Number) });

    expect(await store.moveSpooled()).toMatchObject({ moved: 0, left: 3 });
    expect(await spool.count()).toBe(3);

    state.down = false;
    expect(await store.moveSpooled()).toEqual({ moved: 3, left: 0, setAside: 0 });
    expect(await emails()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    expect((await outbox.entries()).map((entry) => entry.formData.submissionId).sort()).toEqual(
      stored.map((submission) => (submission.in === 'spool' ? submission.id : '')).sort(),
    );
    expect(await spool.count()).toBe(0);
    expect(store.health()).toEqual({ outboxDownSince: null, spooled: 0, oldestSpooledAt: null });
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
    expect(await restarted.moveSpooled()).toMatchObject({ moved: 1, left: 0 });
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
    await vi.waitUntil(async () => (await emails()).length === 1, { timeout: 5_000 }); // the late insert lands
    expect(await emails()).toEqual(['late@example.com']);
    // Its row is not left held for a send that never comes: the delivery loop may take it well before its lease ends.
    const taken = await vi.waitUntil(async () => (await outbox.claimDue(Date.now(), 60_000, 5))[0], { timeout: 5_000 });
    expect(taken.formData.email).toBe('late@example.com');
    state.slowMs = 0;
    await store.moveSpooled();
    expect(await emails()).toEqual(['late@example.com']);
    expect(await spool.count()).toBe(0);
  });

  it('without a spool, or when the spool cannot be written either, the submission is refused', async () => {
    await expect(new DurableFormStore(reachableWhen({ down: true }), null, Date.now).store({ email: 'x@example.com' }, 60_000)).rejects.toThrow(/ECONNREFUSED/);
    writeFileSync(join(dir, 'not-a-folder'), '');
    const blocked = new DurableFormStore(reachableWhen({ down: true }), new FormSpool(join(dir, 'not-a-folder')), Date.now);
    await expect(blocked.store({ email: 'x@example.com' }, 60_000)).rejects.toThrow();
  });
});

describe('deciding the outbox is away', () => {
  it('one slow answer on a busy machine spools that form alone: the next form goes to the outbox, which is not marked away', async () => {
    const state = { down: false, slowMs: 300 };
    const spool = new FormSpool(join(dir, 'spool'));
    const store = new DurableFormStore(reachableWhen(state), spool, Date.now, 50, 1_000);
    expect((await store.store({ email: 'slow@example.com', formType: 'subscribe' }, 60_000)).in).toBe('spool');
    state.slowMs = 0;
    expect((await store.store({ email: 'next@example.com', formType: 'subscribe' }, 60_000)).in).toBe('outbox');
    expect(store.health().outboxDownSince).toBeNull();
    expect(await store.moveSpooled()).toMatchObject({ moved: 1, left: 0 });
    expect(await emails()).toEqual(['next@example.com', 'slow@example.com']);
  });

  it('once the outbox answers again new forms go straight to it, before the spool has drained', async () => {
    let letAdoptGo = () => {};
    const state = { down: true, adopting: new Promise<void>((resolve) => (letAdoptGo = resolve)) };
    const spool = new FormSpool(join(dir, 'spool'));
    const store = new DurableFormStore(reachableWhen(state), spool, Date.now);
    for (const email of ['a@example.com', 'b@example.com']) await store.store({ email, formType: 'subscribe' }, 60_000);
    expect(store.health().outboxDownSince).not.toBeNull();
    state.down = false;
    const draining = store.moveSpooled();
    await vi.waitUntil(() => store.health().outboxDownSince === null); // the pass's probe answered; its batch is held
    expect((await store.store({ email: 'c@example.com', formType: 'subscribe' }, 60_000)).in).toBe('outbox');
    expect(store.health().spooled).toBe(2);
    letAdoptGo();
    expect(await draining).toMatchObject({ moved: 2, left: 0 });
    expect(await emails()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
  });

  it('a file in the spool that is not a submission is set aside for an operator, and the rest drains', async () => {
    const spool = new FormSpool(join(dir, 'spool'));
    await spool.put({ id: 'ok', formData: { email: 'ok@example.com', submissionId: 'ok' }, createdAt: 2 });
    writeFileSync(join(dir, 'spool', '000000000000001-broken.json'), 'not json');
    const store = new DurableFormStore(outbox, spool, Date.now);
    await store.open();
    expect(await store.moveSpooled()).toEqual({ moved: 1, left: 0, setAside: 1 });
    expect(await emails()).toEqual(['ok@example.com']);
    expect(readdirSync(join(dir, 'spool', 'unreadable'))).toEqual(['000000000000001-broken.json']);
  });
});

describe('a spool of thousands', () => {
  it('drains in one pass, oldest first, in a process allowed only 200 open files', { timeout: 120_000 }, () => {
    // A process limit far below the spool's size: reading every file at once fails with EMFILE, batches do not.
    const script = fileURLToPath(new URL('./support/drain-spool.ts', import.meta.url));
    const run = spawnSync('bash', ['-c', `ulimit -n 200 && exec "${process.execPath}" --import tsx "${script}" "${dir}" 3000`], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ spooled: 3000, leftInSpool: 0, inOutbox: 3000, oldestFirst: true });
  });
});
