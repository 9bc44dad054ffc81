// The instance's own durable copy of submissions the shared outbox could not take (its database away): one
// JSON file per submission under DATA_DIR/form-spool, written to a temporary name, fsynced, renamed into place
// and the folder fsynced, so a file either is whole on disk or does not exist. The file name starts with the
// submission's time, so the names alone give the order and the oldest age: a spool of tens of thousands is
// listed without opening a file, and read and removed a batch at a time (durable-form-store.ts moves it).
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FormFields } from './form-outbox.ts';
import { inTurns } from './in-turns.ts';

/** A stored submission, already carrying the id it keeps in the outbox (formData.submissionId is the same). */
export type SpooledSubmission = { id: string; formData: FormFields; createdAt: number };

/** A spool file by name; `submission` is null when the file could not be read as one (kept aside, see setAside). */
export type SpoolEntry = { name: string; submission: SpooledSubmission | null };

export const FORM_SPOOL_FOLDER = 'form-spool';
const SUFFIX = '.json';
const WRITING = '.writing';
/** Where a file that is not a submission goes, so it never blocks the files after it. */
const SET_ASIDE_FOLDER = 'unreadable';
/** Files open at once while reading or removing a batch: far below any process's limit. */
export const SPOOL_OPEN_FILES = 16;
/** Milliseconds since the epoch, zero-padded so names sort by time. */
const TIME_DIGITS = 15;
const TIMED_NAME = /^(\d{15})-(.+)\.json$/;

/** The submission's time from its file name (0 for a file named before names carried it: older than any other). */
export function spooledAt(name: string): number {
  const timed = TIMED_NAME.exec(name);
  return timed ? Number(timed[1]) : 0;
}

export class FormSpool {
  #ready: Promise<void> | null = null;

  constructor(readonly dir: string) {}

  /** Resolves once the submission is on disk for good (file and folder entry fsynced). */
  async put(submission: SpooledSubmission): Promise<void> {
    await this.#folder();
    const file = join(this.dir, `${String(submission.createdAt).padStart(TIME_DIGITS, '0')}-${submission.id}${SUFFIX}`);
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

  /** The names of every whole submission, oldest first (a half-written one was never renamed into place). */
  async names(): Promise<string[]> {
    const names = await readdir(this.dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    return names.filter((name) => name.endsWith(SUFFIX)).sort((a, b) => spooledAt(a) - spooledAt(b) || (a < b ? -1 : a > b ? 1 : 0));
  }

  /** Reads the named files, a few at a time; a file that is gone (moved by a pass before) is left out. */
  async read(names: readonly string[]): Promise<SpoolEntry[]> {
    const entries = await inTurns(names, SPOOL_OPEN_FILES, async (name): Promise<SpoolEntry | null> => {
      let text: string;
      try {
        text = await readFile(join(this.dir, name), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      return { name, submission: parseSubmission(text) };
    });
    return entries.filter((entry): entry is SpoolEntry => entry !== null);
  }

  /** Every whole submission, oldest first: for tests and small spools (the mover reads a batch at a time). */
  async list(): Promise<SpooledSubmission[]> {
    const entries = await this.read(await this.names());
    return entries.flatMap((entry) => (entry.submission ? [entry.submission] : []));
  }

  async count(): Promise<number> {
    return (await this.names()).length;
  }

  /** Only once the shared outbox holds them: the files go, then the folder is fsynced once for the batch. */
  async remove(names: readonly string[]): Promise<void> {
    if (names.length === 0) return;
    await inTurns(names, SPOOL_OPEN_FILES, (name) => rm(join(this.dir, name), { force: true }));
    await this.#syncFolder();
  }

  /** Moves a file that is not a submission out of the way, kept for an operator to look at. */
  async setAside(name: string): Promise<string> {
    const aside = join(this.dir, SET_ASIDE_FOLDER);
    await mkdir(aside, { recursive: true });
    await rename(join(this.dir, name), join(aside, name));
    await this.#syncFolder();
    return join(SET_ASIDE_FOLDER, name);
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

function parseSubmission(text: string): SpooledSubmission | null {
  try {
    const value = JSON.parse(text) as Partial<SpooledSubmission> | null;
    if (!value || typeof value.id !== 'string' || typeof value.createdAt !== 'number' || typeof value.formData !== 'object' || value.formData === null)
      return null;
    return value as SpooledSubmission;
  } catch {
    return null;
  }
}
