// Numbered schema migrations, run at start by Kysely's Migrator from objects in the code (a build has no
// migration folder to read). Each store keeps its own history table, so the site's and the demo shop's
// schemas move on independently even in one PostgreSQL database.
//
// Several instances starting together migrate once: on PostgreSQL the Migrator holds a session advisory lock
// (pg_advisory_lock) around the whole run, so the others wait and then find nothing left to do. SQLite is one
// instance's file; two stores on one file in this process take turns here.
import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import type { SqlDatabase, SqlDialectName } from './sql-database.ts';

/** A migration that may differ by dialect: `up` learns which database it changes. */
export type NumberedMigration = { name: string; up: (db: Kysely<unknown>, dialect: SqlDialectName) => Promise<void> };

export class MigrationError extends Error {}

/** Runs a migration's SQL statements in order (DDL differs by dialect, so migrations are written as plain SQL). */
export async function runStatements(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

const runningOnFile = new Map<string, Promise<unknown>>();

/** Applies the migrations not yet recorded in `historyTable`, in order; resolves the names it applied. */
export async function migrateToLatest<Tables>(
  database: SqlDatabase<Tables>,
  historyTable: string,
  migrations: readonly NumberedMigration[],
): Promise<string[]> {
  const key = `${database.location}#${historyTable}`;
  const before = database.dialect === 'sqlite' ? (runningOnFile.get(key) ?? Promise.resolve()) : Promise.resolve();
  const run = before.catch(() => {}).then(() => migrate(database, historyTable, migrations));
  if (database.dialect === 'sqlite') runningOnFile.set(key, run);
  return run;
}

async function migrate<Tables>(
  { db, dialect, location }: SqlDatabase<Tables>,
  historyTable: string,
  migrations: readonly NumberedMigration[],
): Promise<string[]> {
  const provided: Record<string, Migration> = Object.fromEntries(migrations.map(({ name, up }) => [name, { up: (trx: Kysely<unknown>) => up(trx, dialect) }]));
  const migrator = new Migrator({
    db: db as Kysely<unknown>,
    provider: { getMigrations: async () => provided },
    migrationTableName: historyTable,
    migrationLockTableName: `${historyTable}_lock`,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    throw new MigrationError(
      `Migrating ${location} (${historyTable}) failed${failed ? ` at ${failed}` : ''}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
