// The one client of the SQL databases the site and the demo shop keep their state in, through one typed query
// builder (Kysely), whichever database it is: SQLite under DATA_DIR for one instance, PostgreSQL (the
// instance's shared pool) with DATABASE_URL. The few places where the two differ ask `dialect`.
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type pg from 'pg';

export type SqlDialectName = 'sqlite' | 'postgres';
/** `location` names the database for messages and for the one-migration-at-a-time rule in migrations.ts. */
export type SqlDatabase<Tables> = { db: Kysely<Tables>; dialect: SqlDialectName; location: string };

/** Opens (creating when missing) a SQLite file; WAL, and a wait for another process's write lock. */
export function openSqlite<Tables>(path: string): SqlDatabase<Tables> {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const file = new Database(path);
  file.pragma('journal_mode = WAL');
  // Another process may hold the write lock for a moment while it claims rows.
  file.pragma('busy_timeout = 5000');
  file.pragma('foreign_keys = ON');
  return { db: new Kysely<Tables>({ dialect: new SqliteDialect({ database: file }) }), dialect: 'sqlite', location: path };
}

/** A view over the instance's pool; destroying it would end the pool, which server.ts owns, so nobody does. */
export function onPostgres<Tables>(pool: pg.Pool): SqlDatabase<Tables> {
  return { db: new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres', location: 'PostgreSQL' };
}

/**
 * Runs `work` in one transaction that no other writer can interleave with. SQLite's default BEGIN only takes the
 * write lock at the first write, so a read-then-write could fail against another connection; BEGIN IMMEDIATE
 * takes it at once (waiting busy_timeout for it).
 */
export async function exclusively<Tables, T>({ db, dialect }: SqlDatabase<Tables>, work: (trx: Kysely<Tables>) => Promise<T>): Promise<T> {
  if (dialect === 'postgres') return db.transaction().execute(work);
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => {});
      throw error;
    }
  });
}

/** JSON columns are text in SQLite and jsonb (parsed by pg) in PostgreSQL. */
export const fromJson = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));
/** bigint columns are strings from pg, numbers from SQLite. */
export const fromBigint = (value: number | string | bigint): number => Number(value);
