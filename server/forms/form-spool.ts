// The instance's own durable copy of submissions the shared outbox could not take (its database unreachable):
// one JSON file per submission under DATA_DIR/form-spool, written to a temporary name, fsynced, renamed into
// place and the folder fsynced, so a file either is whole on disk or does not exist. The deliverer moves each
// one into the shared outbox when the database is back (form-spool-mover.ts) and only then deletes it.
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FormFields } from './form-outbox.ts';

/** A stored submission, already carrying the id it keeps in the outbox (formData.submissionId is the same). */
export type SpooledSubmission = { id: string; formData: FormFields; createdAt: number };

export const FORM_SPOOL_FOLDER = 'form-spool';
const SUFFIX = '.json';
const WRITING = '.writing';

export class FormSpool {
  #ready: Promise<void> | null = null;

  constructor(readonly dir: string) {}

  /** Resolves once the submission is on disk for good (file and folder entry fsynced). */
  async put(submission: SpooledSubmission): Promise<void> {
    await this.#folder();
    const file = join(this.dir, `${submission.id}${SUFFIX}`);
    const writing = `${file}${WRITING}`;
    const handle = await open(writing, 'w');
    try {
      await handle.writeFile(JSON.stringify(submission));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(writing, file);
    await this.#syncFolder();
  }

  /** Every whole submission, oldest first (a half-written one was never renamed into place and is skipped). */
  async list(): Promise<SpooledSubmission[]> {
    const names = await readdir(this.dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    const submissions = await Promise.all(
      names.filter((name) => name.endsWith(SUFFIX)).map(async (name) => JSON.parse(await readFile(join(this.dir, name), 'utf8')) as SpooledSubmission),
    );
    return submissions.sort((a, b) => a.createdAt - b.createdAt);
  }

  async count(): Promise<number> {
    return (await readdir(this.dir).catch(() => [] as string[])).filter((name) => name.endsWith(SUFFIX)).length;
  }

  /** Only once the shared outbox holds the submission. */
  async remove(id: string): Promise<void> {
    await rm(join(this.dir, `${id}${SUFFIX}`), { force: true });
    await this.#syncFolder();
  }

  #folder(): Promise<void> {
    this.#ready ??= mkdir(this.dir, { recursive: true }).then(() => this.#syncFolder());
    return this.#ready;
  }

  async #syncFolder(): Promise<void> {
    const folder = await open(this.dir, 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
  }
}
