// Fills a spool with N submissions, then drains it into a SQLite outbox through the store's own moves (until
// the spool is empty or a pass moves nothing), and prints what happened as one JSON line. Run in a child
// process with a low open-files limit by form-spool.test.ts.
import { join } from 'node:path';
import { DurableFormStore } from '../../../../server/forms/durable-form-store.ts';
import { FormSpool } from '../../../../server/forms/form-spool.ts';
import { SqliteFormOutbox } from '../../../../server/forms/sqlite-form-outbox.ts';
import { setLogLevel } from '../../../../server/logging/logger.ts';

setLogLevel('silent');
const [dir, count] = [process.argv[2]!, Number(process.argv[3])];
const spool = new FormSpool(join(dir, 'spool-of-thousands'));
const outbox = new SqliteFormOutbox(join(dir, 'drain-outbox.sqlite'));
for (let index = 0; index < count; index += 1) {
  const id = `s${String(index).padStart(6, '0')}`;
  await spool.put({ id, formData: { email: `${id}@example.com`, formType: 'subscribe', submissionId: id }, createdAt: 1_000 + index });
}
const store = new DurableFormStore(outbox, spool, Date.now);
await store.open();
const spooled = await spool.count();
for (let pass = 0; pass < 5 && (await spool.count()) > 0; pass += 1) await store.moveSpooled();
const entries = await outbox.entries();
const ids = entries.map((entry) => entry.id);
console.log(
  JSON.stringify({
    spooled,
    leftInSpool: await spool.count(),
    inOutbox: entries.length,
    oldestFirst: ids.every((id, index) => index === 0 || ids[index - 1]! < id),
  }),
);
await outbox.close();
