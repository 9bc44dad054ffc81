// Where the demo CMS keeps visitor form submissions (contact, subscribe, sold-out): one SQLite table,
// created on first use, so submissions survive restarts like the real forms plugin's. The site retries a
// delivery it could not confirm with the same formData.submissionId, so a repeat of a stored id is ignored.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type FormSubmission = { id: number; formData: Record<string, unknown>; createdAt: string };

export type FormSubmissionStore = {
  /** Stores a submission, or returns the stored one when its submissionId was seen before. */
  add(formData: Record<string, unknown>): FormSubmission;
  list(): FormSubmission[];
  close(): void;
};

type Row = { id: number; form_data: string; created_at: string };

function openDatabase(dbPath: string) {
  if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true });
  const db = new Database(dbPath);
  db.pragma('journal_mode = WAL');
  db.exec(`CREATE TABLE IF NOT EXISTS form_submissions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    form_data TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`);
  // Files written before submission ids existed get the column; NULLs (no id sent) never collide.
  const columns = db.prepare<[], { name: string }>("SELECT name FROM pragma_table_info('form_submissions')").all();
  if (!columns.some((column) => column.name === 'submission_id')) db.exec('ALTER TABLE form_submissions ADD COLUMN submission_id TEXT');
  db.exec('CREATE UNIQUE INDEX IF NOT EXISTS form_submissions_submission_id ON form_submissions (submission_id)');
  return db;
}

export function openFormSubmissionStore(dbPath: string): FormSubmissionStore {
  const db = openDatabase(dbPath);
  const insert = db.prepare<[string, string, string | null], Row>(
    `INSERT INTO form_submissions (form_data, created_at, submission_id) VALUES (?, ?, ?)
     ON CONFLICT (submission_id) DO NOTHING RETURNING id, form_data, created_at`,
  );
  const selectBySubmissionId = db.prepare<[string], Row>('SELECT id, form_data, created_at FROM form_submissions WHERE submission_id = ?');
  const selectAll = db.prepare<[], Row>('SELECT id, form_data, created_at FROM form_submissions ORDER BY id');
  const toSubmission = (row: Row): FormSubmission => ({ id: row.id, formData: JSON.parse(row.form_data) as Record<string, unknown>, createdAt: row.created_at });

  return {
    add(formData) {
      const submissionId = typeof formData.submissionId === 'string' && formData.submissionId !== '' ? formData.submissionId : null;
      const row = insert.get(JSON.stringify(formData), new Date().toISOString(), submissionId) ?? (submissionId ? selectBySubmissionId.get(submissionId) : undefined);
      if (!row) throw new Error('Storing the form submission returned no row');
      return toSubmission(row);
    },
    list: () => selectAll.all().map(toSubmission),
    close: () => db.close(),
  };
}
