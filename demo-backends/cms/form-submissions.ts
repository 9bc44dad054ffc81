// Where the demo CMS keeps visitor form submissions (contact, subscribe, sold-out): one SQLite table,
// created on first use, so submissions survive restarts like the real forms plugin's.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type FormSubmission = { id: number; formData: Record<string, unknown>; createdAt: string };

export type FormSubmissionStore = {
  add(formData: Record<string, unknown>): FormSubmission;
  list(): FormSubmission[];
  close(): void;
};

type Row = { id: number; form_data: string; created_at: string };

export function openFormSubmissionStore(dbPath: string): FormSubmissionStore {
  if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true });
  const db = new Database(dbPath);
  db.pragma('journal_mode = WAL');
  db.exec(`CREATE TABLE IF NOT EXISTS form_submissions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    form_data TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`);
  const insert = db.prepare<[string, string], Row>('INSERT INTO form_submissions (form_data, created_at) VALUES (?, ?) RETURNING id, form_data, created_at');
  const selectAll = db.prepare<[], Row>('SELECT id, form_data, created_at FROM form_submissions ORDER BY id');
  const toSubmission = (row: Row): FormSubmission => ({ id: row.id, formData: JSON.parse(row.form_data) as Record<string, unknown>, createdAt: row.created_at });

  return {
    add(formData) {
      const row = insert.get(JSON.stringify(formData), new Date().toISOString());
      if (!row) throw new Error('Storing the form submission returned no row');
      return toSubmission(row);
    },
    list: () => selectAll.all().map(toSubmission),
    close: () => db.close(),
  };
}
