// The shared write limit when its database does not answer: the limiter must not hold the request, and the
// limit still holds (counted in memory meanwhile).
import { createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWriteLimiter } from '../../../server/security/write-limiter.ts';

let silent: Server;
const sockets: Socket[] = [];
let pool: pg.Pool;

beforeAll(async () => {
  // Accepts connections and never says a word, like a database host that hangs.
  silent = createServer((socket) => void sockets.push(socket));
  await new Promise<void>((listening) => silent.listen(0, '127.0.0.1', listening));
  const { port } = silent.address() as { port: number };
  pool = new pg.Pool({ connectionString: `postgres://nobody@127.0.0.1:${port}/storefront`, connectionTimeoutMillis: 10_000 });
  pool.on('error', () => {});
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  silent.close();
  await pool.end().catch(() => {});
});

describe('the write limit shared in PostgreSQL', () => {
  it('answers within its timeout while the database hangs, and still refuses past the burst', async () => {
    const limiter = createWriteLimiter({ capacity: 3, refillPerSecond: 0.5 }, pool, { timeoutMs: 100 });
    const started = performance.now();
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await limiter.take('203.0.113.9'));
    const tookMs = performance.now() - started;
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, false]);
    expect(answers[3]).toEqual({ allowed: false, retryAfterSeconds: 2 });
    // Four writes, each at most one steady and one burst attempt of 100 ms, never the pool's 10 s connect wait.
    expect(tookMs).toBeLessThan(1_500);
  });
});
