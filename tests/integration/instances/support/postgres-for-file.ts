// A real PostgreSQL for one test file (Debian's, through scripts/support/postgres.ts): started before the file's
// tests with a pool to query it, and stopped after them. Call it first in the file: later beforeAll hooks run after
// it starts, later afterAll hooks (closing what the tests opened) before it stops.
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { startPostgres, type RunningPostgres } from '../../../../scripts/support/postgres.ts';

export type PostgresForFile = { readonly url: string; readonly pool: pg.Pool };

export function postgresForFile({ maxConnections = 10 }: { maxConnections?: number } = {}): PostgresForFile {
  let postgres: RunningPostgres | undefined;
  let pool: pg.Pool | undefined;
  beforeAll(async () => {
    postgres = await startPostgres();
    pool = new pg.Pool({ connectionString: postgres.url, max: maxConnections });
  });
  afterAll(async () => {
    await pool?.end();
    await postgres?.stop();
  });
  return {
    get url() {
      return postgres!.url;
    },
    get pool() {
      return pool!;
    },
  };
}
