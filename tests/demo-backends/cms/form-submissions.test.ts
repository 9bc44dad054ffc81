import Database from 'better-sqlite3';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FORM_SUBMISSION_MIGRATION_TABLE, openFormSubmissionStore } from '../../../demo-backends/cms/form-submissions.ts';

let dir: string;
let dbPath: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'demo-cms-forms-'));
  dbPath = join(dir, 'demo-cms.sqlite');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function sourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return path.endsWith('.ts') ? [path] : [];
  return readdirSync(path).flatMap((entry) => sourceFiles(join(path, entry)));
}

describe('the demo CMS form submission store', () => {
  it('reaches SQLite only through the database layer the site and the demo shop use (clients/database/)', () => {
    const rawDriverUsers = sourceFiles('demo-backends').filter((file) => /from 'better-sqlite3'/.test(readFileSync(file, 'utf8')));
    expect(rawDriverUsers).toEqual([]);
  });

  it('records its schema as numbered migrations in a history table of its own, as the demo shop does', async () => {
    const store = openFormSubmissionStore(dbPath);
    await store.add({ email: 'ada@example.com' });
    await store.close();
    const file = new Database(dbPath, { readonly: true });
    try {
      expect(file.prepare(`SELECT name FROM ${FORM_SUBMISSION_MIGRATION_TABLE} ORDER BY name`).pluck().all()).toEqual(['0001_form_submissions']);
    } finally {
      file.close();
    }
  });

  it('adopts a file written before submission ids existed: its submissions are kept and a repeated id is stored once', async () => {
    const old = new Database(dbPath);
    old.exec('CREATE TABLE form_submissions (id INTEGER PRIMARY KEY AUTOINCREMENT, form_data TEXT NOT NULL, created_at TEXT NOT NULL)');
    old.prepare('INSERT INTO form_submissions (form_data, created_at) VALUES (?, ?)').run(JSON.stringify({ email: 'early@example.com' }), '2026-01-02T03:04:05.000Z');
    old.close();

    const store = openFormSubmissionStore(dbPath);
    try {
      const retried = { email: 'ada@example.com', submissionId: 'a-retried-delivery' };
      const first = await store.add(retried);
      expect(await store.add(retried)).toEqual(first);
      expect(await store.list()).toEqual([
        { id: 1, formData: { email: 'early@example.com' }, createdAt: '2026-01-02T03:04:05.000Z' },
        { id: 2, formData: retried, createdAt: first.createdAt },
      ]);
    } finally {
      await store.close();
    }
  });

  it('a reader opening the file while the CMS writes sees every submission stored so far', async () => {
    const cms = openFormSubmissionStore(dbPath);
    const reader = openFormSubmissionStore(dbPath);
    try {
      await Promise.all(Array.from({ length: 20 }, (_, index) => cms.add({ email: `shopper${index}@example.com`, submissionId: `id-${index}` })));
      expect((await reader.list()).map((submission) => submission.formData.submissionId)).toEqual(Array.from({ length: 20 }, (_, index) => `id-${index}`));
    } finally {
      await Promise.all([cms.close(), reader.close()]);
    }
  });
});
