// Forms while a dependency is slow or away, with the real pieces: two built instances sharing a real PostgreSQL
// and the demo CMS run as its own process. A slow CMS never holds a visitor's answer; a
// hung PostgreSQL (frozen, not refusing) while thousands of forms arrive refuses nothing (each instance keeps
// what it takes in its own spool, bigger than its open-files limit), and once the database is back every
// accepted form is stored once in the shared outbox and reaches the CMS once, within 120 s.
import { request } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rssMb } from '../../../scripts/bench/process-rss.ts';
import { startDemoCms } from '../../../scripts/support/demo-cms.ts';
import { eventually, startInstances, type Instances } from './support/instances.ts';

let instances: Instances;
/** A connection of the test's own, opened again after the outage (the one from startInstances dies with it). */
let db: pg.Client;
beforeAll(async () => {
  // A common default limit on open files: a spool bigger than it must still drain.
  instances = await startInstances({ count: 2, openFilesLimit: 1024 });
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
      {
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Origin: instances.varnish.url },
      },
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

/** `count` forms to the instances in turn, `inFlight` at a time, each from a visitor of its own. */
async function sendMany(sites: Instances['sites'], prefix: string, count: number, inFlight: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  const visitor = async () => {
    for (let index = next++; index < count; index = next++) {
      const email = `${prefix}-${index}@example.com`;
      answers.push(await subscribe(sites[index % sites.length]!.baseUrl, email).catch((): Answer => ({ email, status: 0, ms: 0, retryAfter: null })));
    }
  };
  await Promise.all(Array.from({ length: inFlight }, visitor));
  return answers;
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
      expect(
        percentile(
          answers.map((answer) => answer.ms),
          0.95,
        ),
      ).toBeLessThanOrEqual(200);
      await eventually(
        async () => {
          const stored = await slow.submissions();
          return emails.every((email) => stored.some((submission) => submission.formData.email === email)) ? true : undefined;
        },
        60_000,
        'all 20 stored by the CMS',
        200,
      );
    } finally {
      await slow.stop();
      await instances.restartCms();
    }
  });

  it(
    'PostgreSQL hung (frozen, not refusing) while 3,000 forms arrive: every one answered 200, and within 120 s of its return each is at the CMS exactly once, no spool left, no instance over 500 MB',
    { timeout: 300_000 },
    async () => {
      const { sites, postgres } = instances;
      const peakRssMb = { value: 0 };
      const sampling = setInterval(() => {
        for (const site of sites) peakRssMb.value = Math.max(peakRssMb.value, rssMb(site.pid));
      }, 250);
      try {
        // A few forms while the database answers: they go straight to the outbox.
        const before = await sendMany(sites, 'before', 40, 4);
        await postgres.freeze();
        const frozenAt = Date.now();
        const during = await sendMany(sites, 'hung', 3_000, 24);
        // Readiness tells the truth: the outbox is away and how much waits in each spool; the instance stays in rotation.
        const readiness = (await (await fetch(`${sites[0]!.baseUrl}/readyz`)).json()) as {
          status: string;
          degraded: { name: string; spool?: { submissions: number } }[];
        };
        expect(readiness.status).toBe('ready');
        expect(readiness.degraded.find((dependency) => dependency.name === 'form-outbox')?.spool?.submissions).toBeGreaterThan(1_000);
        const frozenMs = Date.now() - frozenAt;
        await postgres.thaw();
        const thawedAt = Date.now();
        db = new pg.Client({ connectionString: postgres.url });
        await db.connect();

        const answers = [...before, ...during];
        const refused = answers.filter((answer) => answer.status !== 200);
        console.info(`PostgreSQL hung ${frozenMs} ms: before ${summary(before)}; during ${summary(during)}; refused ${refused.length}`);
        expect(refused).toEqual([]);
        const accepted = answers.map((answer) => answer.email);
        const deliveredAfterMs = await eventually(
          async () => {
            const stored = new Set((await instances.cms.submissions()).map((submission) => submission.formData.email));
            return accepted.every((email) => stored.has(email)) ? Date.now() - thawedAt : undefined;
          },
          120_000,
          'every accepted form stored by the CMS within 120 s of the database coming back',
          500,
        );
        const stored = (await instances.cms.submissions()).filter((submission) => /^(before|hung)-/.test(String(submission.formData.email)));
        expect(stored.length).toBe(accepted.length);
        const rows = await outboxRowsByEmail();
        expect(accepted.filter((email) => rows.get(email) !== 1)).toEqual([]);
        for (const site of sites) {
          const health = (await (await fetch(`${site.baseUrl}/readyz`)).json()) as { degraded: unknown[] };
          expect(health.degraded).toEqual([]);
        }
        console.info(
          `${accepted.length} accepted: all at the CMS ${deliveredAfterMs} ms after PostgreSQL came back, each once; peak instance RSS ${peakRssMb.value.toFixed(0)} MB`,
        );
        expect(peakRssMb.value).toBeLessThan(500);
      } finally {
        clearInterval(sampling);
        await postgres.thaw().catch(() => {});
      }
    },
  );
});
