// The PostgreSQL connection pool an instance opens when DATABASE_URL is set (server.ts owns it and closes it
// at shutdown). What the instances share lives there: the form outbox, the demo shop's carts and orders, and
// the content-change notices.
import { hostname } from 'node:os';
import pg from 'pg';
import { errorMessage } from '../logging/logger.ts';
import { repeatedLog } from '../logging/repeated-log.ts';
import { outsideRequest } from '../logging/request-context.ts';

/** Enough for a few concurrent requests plus the form deliverer; the LISTEN connection is separate. */
const POOL_SIZE = 5;
const CONNECT_TIMEOUT_MS = 5_000;

export function openPostgresPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle connection that drops (database restart) is replaced on next use; without a listener it would crash the process.
  // The connection's loss is the process's news, not the request's that happened to open it.
  pool.on('error', (error) => outsideRequest(() => repeatedLog.warn('database.connection_lost', { reason: errorMessage(error) })));
  return pool;
}

/** Names this instance in the shared tables (who holds an outbox row) and in its notices. */
export const instanceName = (): string => `${hostname()}:${process.pid}`;
