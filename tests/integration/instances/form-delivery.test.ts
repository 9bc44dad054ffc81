// Nothing a visitor sends is lost when instances share the form outbox in PostgreSQL: 30 submissions sent
// through Varnish, which spreads them over three instances, while the CMS is down, the CMS back (answering slowly), one instance killed with
// SIGKILL while it holds a submission: all 30 reach the CMS, each stored once.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CMS_TIMEOUT_MS, eventually, startInstances, type Instances } from './support/instances.ts';

let instances: Instances;
beforeAll(async () => {
  // The CMS holds each form answer back 300 ms after storing it, so an instance is caught mid-delivery.
  instances = await startInstances({ formAnswerDelayMs: 300 });
});
afterAll(async () => {
  await instances?.stop();
});

const SUBMISSIONS = 30;
const emails = Array.from({ length: SUBMISSIONS }, (_, index) => `shopper${index}@example.com`);

/**
 * One shopper's subscription, sent from an address of their own (127.0.0.10, .11, …): the write limit is shared
 * by the instances and counts per shopper, so thirty shoppers are never one client's thirty writes.
 */
function subscribe(baseUrl: string, email: string, shopper: number): Promise<{ status: number; body: unknown }> {
  const body = JSON.stringify({ email });
  return new Promise((resolve, reject) => {
    const sent = request(
      `${baseUrl}/api/forms/subscribe`,
      {
        method: 'POST',
        localAddress: `127.0.0.${10 + shopper}`,
        headers: { 'Content-Type': 'application/json', Origin: baseUrl, 'Content-Length': Buffer.byteLength(body) },
      },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: JSON.parse(text) as unknown }));
      },
    );
    sent.once('error', reject).end(body);
  });
}

async function outboxCounts(instances: Instances): Promise<Record<string, number>> {
  const { rows } = await instances.db.query<{ status: string; n: string }>('SELECT status, COUNT(*) AS n FROM form_outbox GROUP BY status');
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

describe('the shared form outbox', () => {
  it('30 submissions during a CMS outage, one instance killed mid-delivery: all 30 arrive exactly once', { timeout: 180_000 }, async () => {
    const { sites, varnish } = instances;
    await instances.cms.stop();

    for (const [shopper, email] of emails.entries()) {
      expect(await subscribe(varnish.url, email, shopper)).toEqual({ status: 200, body: { ok: true } });
    }
    expect(await outboxCounts(instances)).toEqual({ pending: SUBMISSIONS });

    const cms = await instances.restartCms();
    const backAt = Date.now();
    const victim = sites[2]!;
    // Caught holding a submission after the CMS has taken at least one: in the middle of the deliveries.
    const held = await eventually(
      async () => {
        if ((await cms.submissions()).length === 0) return undefined;
        const { rows } = await instances.db.query<{ id: string }>('SELECT id FROM form_outbox WHERE claimed_by LIKE $1', [`%:${victim.pid}`]);
        return rows.length > 0 ? rows.map((row) => row.id) : undefined;
      },
      60_000,
      'instance 3 holding a submission while the CMS takes them',
      10,
    );
    process.kill(victim.pid, 'SIGKILL');
    const killedAt = Date.now();
    const storedAtKill = (await cms.submissions()).map((submission) => submission.formData.submissionId);

    const allStoredAt = await eventually(
      async () => ((await cms.submissions()).length === SUBMISSIONS ? Date.now() : undefined),
      90_000,
      'all 30 stored by the CMS',
      100,
    );
    await eventually(
      async () => ((await outboxCounts(instances)).delivered === SUBMISSIONS ? true : undefined),
      30_000,
      'all 30 marked delivered in the outbox',
      100,
    );

    const stored = await cms.submissions();
    expect(stored.map((submission) => submission.formData.email).sort()).toEqual([...emails].sort());
    expect(new Set(stored.map((submission) => submission.formData.submissionId)).size).toBe(SUBMISSIONS);
    expect(await outboxCounts(instances)).toEqual({ delivered: SUBMISSIONS });
    // What the killed instance held was delivered by another instance once its lease ran out.
    const { rows } = await instances.db.query<{ id: string; status: string; claimed_by: string | null }>(
      'SELECT id, status, claimed_by FROM form_outbox WHERE id = ANY($1)',
      [held],
    );
    expect(rows.every((row) => row.status === 'delivered')).toBe(true);
    const heldAlreadyStored = held.filter((id) => storedAtKill.includes(id)).length;
    console.info(
      `instance 3 killed ${killedAt - backAt} ms after the CMS came back, holding ${held.length} (${heldAlreadyStored} of them already stored by the CMS, answer pending), ` +
        `${storedAtKill.length} stored by then; all ${SUBMISSIONS} stored ${allStoredAt - backAt} ms after the CMS came back, ${allStoredAt - killedAt} ms after the kill (lease ${CMS_TIMEOUT_MS * 3} ms)`,
    );
  });
});
