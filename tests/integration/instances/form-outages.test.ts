// Forms while a dependency is slow or away, with the real pieces: two built instances sharing a real PostgreSQL
// and the demo CMS run as its own process. A slow CMS never holds a visitor's answer; PostgreSQL stopped for a
// minute under a steady form load refuses nothing (each instance keeps what it takes in its own spool), and
// once the database is back every accepted form is stored once in the shared outbox and reaches the CMS once.
import { request } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoCms } from '../../../scripts/support/demo-cms.ts';
import { eventually, startInstances, type Instances } from './support/instances.ts';

let instances: Instances;
/** A connection of the test's own, opened again after the outage (the one from startInstances dies with it). */
let db: pg.Client;
beforeAll(async () => {
  instances = await startInstances({ count: 2 });
  instances.db.on('error', () => {});
  db = instances.db;
});
afterAll(async () => {
  if (db !== instances?.db) await db?.end().catch(() => {});
  await instances?.stop();
});

type Answer = { email: string; status: number; ms: number; retryAfter: string | null };

let visitorsSoFar = 0;
/**
 * Straight to one instance, from a page of the site (its public origin is Varnish's address), each form from a
 * loopback address of its own: every visitor is a different shopper, as the write rate limit sees them.
 */
function subscribe(baseUrl: string, email: string): Promise<Answer> {
  const started = performance.now();
  const visitor = (visitorsSoFar += 1);
  const localAddress = `127.1.${Math.floor(visitor / 250) % 250}.${(visitor % 250) + 1}`;
  const body = JSON.stringify({ email });
  return new Promise((resolve, reject) => {
    const sending = request(
      `${baseUrl}/api/forms/subscribe`,
      { method: 'POST', localAddress, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Origin: instances.varnish.url } },
      (response) => {
        response.resume();
        response.on('end', () => {
          const retryAfter = response.headers['retry-after'];
          resolve({ email, status: response.statusCode ?? 0, ms: performance.now() - started, retryAfter: typeof retryAfter === 'string' ? retryAfter : null });
        });
      },
    );
    sending.on('error', reject);
    sending.end(body);
  });
}

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * share) - 1)]!;
const summary = (answers: Answer[]) => {
  const ms = answers.map((answer) => answer.ms);
  return `${answers.length} forms, p50 ${percentile(ms, 0.5).toFixed(0)} ms, p95 ${percentile(ms, 0.95).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms`;
};

async function outboxRowsByEmail(): Promise<Map<string, number>> {
  const { rows } = await db.query<{ email: string; n: number }>("SELECT form_data->>'email' AS email, COUNT(*)::int AS n FROM form_outbox GROUP BY 1");
  return new Map(rows.map((row) => [row.email, row.n]));
}

describe('forms while a dependency is slow or away', () => {
  it('a CMS that takes 1.5 s to answer never holds the visitor: each form answers within 200 ms and reaches the CMS once', { timeout: 120_000 }, async () => {
    await instances.cms.stop();
    const slow = await startDemoCms({ dataDir: instances.cmsDataDir, port: instances.cms.port, formAnswerDelayMs: 1_500 });
    try {
      const emails = Array.from({ length: 20 }, (_, index) => `slow-cms-${index}@example.com`);
      const answers: Answer[] = [];
      for (const [index, email] of emails.entries()) answers.push(await subscribe(instances.sites[index % 2]!.baseUrl, email));
      console.info(`slow CMS (1.5 s per form): ${summary(answers)}`);
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(percentile(answers.map((answer) => answer.ms), 0.95)).toBeLessThanOrEqual(200);
      await eventually(async () => (emails.every((email) => slow.submissions().some((stored) => stored.formData.email === email)) ? true : undefined), 60_000, 'all 20 stored by the CMS', 200);
    } finally {
      await slow.stop();
      await instances.restartCms();
    }
  });

  it('PostgreSQL stopped for a minute under a form load: nothing refused, every accepted form in the outbox once and at the CMS once', { timeout: 420_000 }, async () => {
    const { sites, postgres } = instances;
    const answers: Answer[] = [];
    const phase = { name: 'before' as 'before' | 'outage' | 'after', running: true };
    const during: Record<typeof phase.name, Answer[]> = { before: [], outage: [], after: [] };
    let sent = 0;
    let stoppedAt = 0;
    let resumedAt = 0;
    const runOutage = async () => {
      await eventually(async () => (during.before.length >= 40 ? true : undefined), 30_000, '40 forms before the outage');
      await postgres.pause();
      phase.name = 'outage';
      stoppedAt = Date.now();
      // Readiness names the missing database and keeps the instance in rotation.
      const readiness = await eventually(
        async () => {
          const response = await fetch(`${sites[0]!.baseUrl}/readyz`);
          const body = (await response.json()) as { status: string; degraded: { name: string }[] };
          return body.degraded.some((dependency) => dependency.name === 'form-outbox') ? { status: response.status, body } : undefined;
        },
        30_000,
        'readiness naming the form outbox',
        200,
      );
      expect(readiness.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 60_000 - (Date.now() - stoppedAt))));
      await postgres.resume();
      db = new pg.Client({ connectionString: postgres.url });
      await db.connect();
      phase.name = 'after';
      resumedAt = Date.now();
      await eventually(async () => (during.after.length >= 40 ? true : undefined), 30_000, '40 forms after the outage');
    };
    // Four visitors, each sending a form every 50 ms to one instance or the other, until told to stop.
    const visitors = Array.from({ length: 4 }, async (_, visitor) => {
      while (phase.running) {
        const email = `load-${visitor}-${(sent += 1)}@example.com`;
        const answer = await subscribe(sites[sent % 2]!.baseUrl, email).catch((): Answer => ({ email, status: 0, ms: 0, retryAfter: null }));
        answers.push(answer);
        during[phase.name].push(answer);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });

    try {
      await runOutage();
    } finally {
      phase.running = false;
      await Promise.allSettled(visitors);
    }

    const refused = answers.filter((answer) => answer.status !== 200);
    console.info(
      `PostgreSQL stopped ${resumedAt - stoppedAt} ms: before ${summary(during.before)}; during ${summary(during.outage)}; after ${summary(during.after)}; ` +
        `refused ${refused.length} (${[...new Set(refused.map((answer) => `${answer.status} Retry-After ${answer.retryAfter}`))].join(', ') || 'none'})`,
    );
    expect(refused).toEqual([]);
    expect(during.outage.length).toBeGreaterThan(200);

    const accepted = answers.filter((answer) => answer.status === 200).map((answer) => answer.email);
    const deliveredAt = await eventually(
      async () => {
        const stored = new Set(instances.cms.submissions().map((submission) => submission.formData.email));
        return accepted.every((email) => stored.has(email)) ? Date.now() : undefined;
      },
      180_000,
      'every accepted form stored by the CMS',
      500,
    );
    const stored = instances.cms.submissions().filter((submission) => String(submission.formData.email).startsWith('load-'));
    expect(stored.map((submission) => submission.formData.email).sort()).toEqual([...accepted].sort());
    const rows = await outboxRowsByEmail();
    expect(accepted.filter((email) => rows.get(email) !== 1)).toEqual([]);
    await eventually(
      async () => {
        const { rows: pending } = await db.query<{ n: number }>("SELECT COUNT(*)::int AS n FROM form_outbox WHERE status <> 'delivered'");
        return pending[0]!.n === 0 ? true : undefined;
      },
      60_000,
      'every row marked delivered',
      500,
    );
    const afterReadiness = (await (await fetch(`${sites[0]!.baseUrl}/readyz`)).json()) as { degraded: unknown[] };
    expect(afterReadiness.degraded).toEqual([]);
    console.info(`${accepted.length} accepted (${during.outage.length} during the outage): all stored by the CMS ${deliveredAt - resumedAt} ms after PostgreSQL came back, each once`);
  });
});
