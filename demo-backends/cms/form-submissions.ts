// Where the demo CMS keeps visitor form submissions (contact, subscribe, sold-out): one SQLite table, so
// submissions survive restarts like the real forms plugin's. The site retries a delivery it could not confirm
// with the same formData.submissionId, so a repeat of a stored id is ignored. The file is reached through the
// same database layer as the site's and the demo shop's (clients/database/), its schema through numbered migrations.
import { type Generated, sql } from 'kysely';
import { migrateToLatest, type NumberedMigration } from '../../clients/database/migrations.ts';
import { openSqlite } from '../../clients/database/sql-database.ts';

export type FormSubmission = { id: number; formData: Record<string, unknown>; createdAt: string };

export type FormSubmissionStore = {
  /** Stores a submission, or returns the stored one when its submissionId was seen before. */
  add(formData: Record<string, unknown>): Promise<FormSubmission>;
  /** Every submission, oldest first. */
  list(): Promise<FormSubmission[]>;
  close(): Promise<void>;
};

type SubmissionTables = { form_submissions: { id: Generated<number>; form_data: string; created_at: string; submission_id: string | null } };

export const FORM_SUBMISSION_MIGRATION_TABLE = 'demo_cms_migrations';

const FORM_SUBMISSION_MIGRATIONS: readonly NumberedMigration[] = [
  {
    // The schema the store used to create for itself, so a file made before migrations is adopted as it is.
    name: '0001_form_submissions',
    up: async (db) => {
      await sql`CREATE TABLE IF NOT EXISTS form_submissions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        form_data TEXT NOT NULL,
        created_at TEXT NOT NULL
      )`.execute(db);
      // Files written before submission ids existed get the column; NULLs (no id sent) never collide.
      const { rows } = await sql<{ name: string }>`SELECT name FROM pragma_table_info('form_submissions')`.execute(db);
      if (!rows.some((column) => column.name === 'submission_id')) await sql`ALTER TABLE form_submissions ADD COLUMN submission_id TEXT`.execute(db);
      await sql`CREATE UNIQUE INDEX IF NOT EXISTS form_submissions_submission_id ON form_submissions (submission_id)`.execute(db);
    },
  },
];

const COLUMNS = ['id', 'form_data', 'created_at'] as const;
type Row = { id: number; form_data: string; created_at: string };
const toSubmission = (row: Row): FormSubmission => ({ id: row.id, formData: JSON.parse(row.form_data) as Record<string, unknown>, createdAt: row.created_at });

/** Opens (creating when missing) the file at once; the migration runs in the background and every call waits for it. */
export function openFormSubmissionStore(dbPath: string): FormSubmissionStore {
  const database = openSqlite<SubmissionTables>(dbPath);
  const { db } = database;
  const ready = migrateToLatest(database, FORM_SUBMISSION_MIGRATION_TABLE, FORM_SUBMISSION_MIGRATIONS);
  ready.catch(() => {}); // reported by the first call

  return {
    async add(formData) {
      await ready;
      const submissionId = typeof formData.submissionId === 'string' && formData.submissionId !== '' ? formData.submissionId : null;
      const inserted = await db
        .insertInto('form_submissions')
        .values({ form_data: JSON.stringify(formData), created_at: new Date().toISOString(), submission_id: submissionId })
        .onConflict((conflict) => conflict.column('submission_id').doNothing())
        .returning(COLUMNS)
        .executeTakeFirst();
      const row = inserted ?? (submissionId ? await db.selectFrom('form_submissions').select(COLUMNS).where('submission_id', '=', submissionId).executeTakeFirst() : undefined);
      if (!row) throw new Error('Storing the form submission returned no row');
      return toSubmission(row);
    },
    async list() {
      await ready;
      return (await db.selectFrom('form_submissions').select(COLUMNS).orderBy('id').execute()).map(toSubmission);
    },
    async close() {
      await ready.catch(() => {});
      await db.destroy();
    },
  };
}
