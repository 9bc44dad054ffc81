import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import nock from 'nock';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCmsClient } from '../../../clients/cms/cms-client.ts';
import { submitFormToCms } from '../../../clients/cms/forms.ts';
import { createDemoCmsApp } from '../../../demo-backends/cms/app.ts';
import { openFormSubmissionStore } from '../../../demo-backends/cms/form-submissions.ts';
import { FormDeliverer } from '../../../server/forms/form-deliverer.ts';
import { SqliteFormOutbox } from '../../../server/forms/sqlite-form-outbox.ts';
import { createFormsRoutes } from '../../../server/forms/forms-routes.ts';
import { FORM_RETRY_BACKOFF } from '../../../server/forms/retry-backoff.ts';
import { ManualClock } from './manual-clock.ts';
import { setLogLevel } from '../../../server/logging/logger.ts';

const CMS = 'http://cms.test';
const SUBMIT = '/api/ezforms/submit';
const STORED = { data: { id: 1, createdAt: '2026-01-01T00:00:00.000Z' } };
const LEASE_MS = 60_000;

let dataDir: string;
let outboxPath: string;
const open: { deliverers: FormDeliverer[]; outboxes: SqliteFormOutbox[] } = { deliverers: [], outboxes: [] };

/** One server process's worth: an outbox on the shared file, a deliverer sending to the (mocked) CMS, the real route. */
function siteProcess(clock: ManualClock, { timeoutMs = 1_000, random = () => 0.5, baseUrl = CMS } = {}) {
  const outbox = new SqliteFormOutbox(outboxPath);
  const cms = createCmsClient({ baseUrl, token: null, timeoutMs });
  const deliverer = new FormDeliverer({ outbox, send: async (formData) => void (await submitFormToCms(cms, formData)), leaseMs: LEASE_MS, clock, random });
  open.outboxes.push(outbox);
  open.deliverers.push(deliverer);
  const app = new Hono().route('/api/forms', createFormsRoutes({ deliverer }));
  return { outbox, deliverer, app };
}

const subscribe = (app: Hono, index: number) =>
  app.request('/api/forms/subscribe', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `shopper${index}@example.com` }),
  });

/** Records every body the CMS receives while it answers 200. */
function workingCms() {
  const bodies: { formData: Record<string, string> }[] = [];
  const scope = nock(CMS)
    .post(SUBMIT, (body) => bodies.push(body as { formData: Record<string, string> }) > 0)
    .reply(200, STORED)
    .persist();
  return { bodies, scope };
}

/** Moves the clock forward by `ms` one timer at a time, letting each wake-up finish its sends before the next. */
async function advance(clock: ManualClock, deliverer: FormDeliverer, ms: number) {
  const until = clock.now() + ms;
  for (let wakeUps = 0; wakeUps < 10_000; wakeUps += 1) {
    await deliverer.settled();
    const next = clock.nextTimerAt;
    if (next === null || next > until) {
      clock.advance(until - clock.now());
      return;
    }
    clock.advance(Math.max(next - clock.now(), 0));
  }
  throw new Error('the deliverer kept waking up without time passing');
}

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'form-outbox-'));
  outboxPath = join(dataDir, 'form-outbox.sqlite');
  nock.disableNetConnect();
  nock.enableNetConnect('127.0.0.1');
});
afterEach(async () => {
  for (const deliverer of open.deliverers.splice(0)) await deliverer.stop();
  for (const outbox of open.outboxes.splice(0)) await outbox.close();
  vi.restoreAllMocks();
  setLogLevel('silent');
  nock.cleanAll();
  nock.enableNetConnect();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('form outbox: nothing a visitor sends is lost while the CMS is failing', () => {
  it('20 submissions during an outage all reach the CMS exactly once when it comes back', async () => {
    const clock = new ManualClock();
    const { app, deliverer, outbox } = siteProcess(clock);
    deliverer.start();
    // Every way the forms endpoint can fail for a while: refused connection, 500, 503, 429.
    nock(CMS).post(SUBMIT).times(5).replyWithError('connect ECONNREFUSED');
    nock(CMS)
      .post(SUBMIT)
      .times(5)
      .reply(500, { error: { status: 500, name: 'ApplicationError', message: 'boom' } });
    nock(CMS).post(SUBMIT).times(5).reply(503, 'Service Unavailable');
    nock(CMS)
      .post(SUBMIT)
      .times(5)
      .reply(429, { error: { status: 429, name: 'RateLimitError', message: 'Too Many Requests' } });

    for (let index = 0; index < 20; index += 1) {
      const response = await subscribe(app, index);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
    }
    expect(await outbox.counts()).toEqual({ pending: 20, delivered: 0, failed: 0 });

    const cms = workingCms();
    await advance(clock, deliverer, FORM_RETRY_BACKOFF.maxMs);
    expect(cms.bodies).toHaveLength(20);
    expect(cms.bodies.map((body) => body.formData.email).sort()).toEqual(Array.from({ length: 20 }, (_, index) => `shopper${index}@example.com`).sort());
    expect(cms.bodies.every((body) => body.formData.formType === 'subscribe')).toBe(true);
    expect(new Set(cms.bodies.map((body) => body.formData.submissionId)).size).toBe(20);
    expect(await outbox.counts()).toEqual({ pending: 0, delivered: 20, failed: 0 });

    // Later wake-ups find nothing more to send.
    await advance(clock, deliverer, 60 * 60_000);
    expect(cms.bodies).toHaveLength(20);
  });

  it('two senders flushing the same outbox at once never send a row twice', async () => {
    const clock = new ManualClock();
    const first = siteProcess(clock);
    const second = siteProcess(clock);
    nock(CMS).post(SUBMIT).times(20).reply(503);
    for (let index = 0; index < 20; index += 1) await subscribe(index % 2 === 0 ? first.app : second.app, index);

    const cms = workingCms();
    clock.advance(FORM_RETRY_BACKOFF.maxMs);
    const [a, b] = await Promise.all([first.deliverer.flush(), second.deliverer.flush()]);
    expect(a.delivered + b.delivered).toBe(20);
    expect(cms.bodies).toHaveLength(20);
    expect(new Set(cms.bodies.map((body) => body.formData.submissionId)).size).toBe(20);
  });

  it('a backlog drains with several sends in flight, each sender claiming one row at a time, every row sent once', async () => {
    const outbox = new SqliteFormOutbox(outboxPath);
    open.outboxes.push(outbox);
    for (let index = 0; index < 40; index += 1) await outbox.add({ email: `backlog${index}@example.com`, formType: 'subscribe' }, 0);
    let inFlight = 0;
    let mostInFlight = 0;
    const sent: string[] = [];
    const deliverer = new FormDeliverer({
      outbox,
      leaseMs: LEASE_MS,
      batchSize: 1,
      sendConcurrency: 8,
      send: async (formData) => {
        mostInFlight = Math.max(mostInFlight, (inFlight += 1));
        await new Promise((resolve) => setImmediate(resolve));
        inFlight -= 1;
        sent.push(formData.email!);
      },
    });
    open.deliverers.push(deliverer);
    expect(await deliverer.flush()).toEqual({ delivered: 40, retrying: 0, rejected: 0 });
    expect(mostInFlight).toBe(8);
    expect(new Set(sent).size).toBe(40);
  });

  it('a restart (a new outbox on the same file) delivers what the previous run left pending', async () => {
    const clock = new ManualClock();
    const before = siteProcess(clock);
    nock(CMS).post(SUBMIT).times(3).replyWithError('connect ECONNREFUSED');
    for (let index = 0; index < 3; index += 1) await subscribe(before.app, index);
    await before.deliverer.stop();
    await before.outbox.close();
    open.outboxes.splice(open.outboxes.indexOf(before.outbox), 1);

    const cms = workingCms();
    const restarted = siteProcess(clock);
    expect(await restarted.outbox.counts()).toEqual({ pending: 3, delivered: 0, failed: 0 });
    restarted.deliverer.start();
    await advance(clock, restarted.deliverer, FORM_RETRY_BACKOFF.maxMs);
    expect(cms.bodies.map((body) => body.formData.email).sort()).toEqual(['shopper0@example.com', 'shopper1@example.com', 'shopper2@example.com']);
    expect(await restarted.outbox.counts()).toEqual({ pending: 0, delivered: 3, failed: 0 });
  });

  it('a row whose sender died mid-send is taken again once its lease runs out', async () => {
    const clock = new ManualClock();
    const crashed = new SqliteFormOutbox(outboxPath);
    open.outboxes.push(crashed);
    await crashed.addClaimed({ email: 'mid-send@example.com', formType: 'subscribe' }, clock.now(), LEASE_MS);

    const cms = workingCms();
    const restarted = siteProcess(clock);
    expect(await restarted.deliverer.flush()).toEqual({ delivered: 0, retrying: 0, rejected: 0 });
    clock.advance(LEASE_MS);
    expect(await restarted.deliverer.flush()).toEqual({ delivered: 1, retrying: 0, rejected: 0 });
    expect(cms.bodies.map((body) => body.formData.email)).toEqual(['mid-send@example.com']);
  });

  it('a permanent 4xx refusal is kept as failed, logged, and not retried', async () => {
    setLogLevel('error');
    const logs: Record<string, unknown>[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => logs.push(JSON.parse(String(chunk)) as Record<string, unknown>) > 0);
    const clock = new ManualClock();
    const { app, deliverer, outbox } = siteProcess(clock);
    deliverer.start();
    let attempts = 0;
    nock(CMS)
      .post(SUBMIT, () => ++attempts > 0)
      .reply(400, { data: null, error: { status: 400, name: 'ValidationError', message: 'formData.email is not allowed' } })
      .persist();

    expect((await subscribe(app, 1)).status).toBe(200);
    await advance(clock, deliverer, 2 * 60 * 60_000);
    expect(attempts).toBe(1);
    expect(await outbox.entries()).toEqual([expect.objectContaining({ status: 'failed', attempts: 1, lastError: 'CMS formsSubmit: HTTP 400' })]);
    expect(logs).toContainEqual(expect.objectContaining({ level: 'error', event: 'form.delivery_refused', reason: 'CMS formsSubmit: HTTP 400' }));
  });

  it('408 and timeouts are retried like outages', async () => {
    const clock = new ManualClock();
    const { app, deliverer, outbox } = siteProcess(clock, { timeoutMs: 50 });
    deliverer.start();
    nock(CMS).post(SUBMIT).reply(408);
    nock(CMS).post(SUBMIT).delay(300).reply(200, STORED);
    await subscribe(app, 1);
    await advance(clock, deliverer, FORM_RETRY_BACKOFF.baseMs);
    expect(await outbox.entries()).toEqual([expect.objectContaining({ status: 'pending', attempts: 2, lastError: expect.stringContaining('timed out') })]);
    const cms = workingCms();
    await advance(clock, deliverer, FORM_RETRY_BACKOFF.maxMs);
    // On a busy machine a 50 ms send may time out once more after the CMS took it: the repeat carries the same
    // submissionId, which the CMS ignores.
    expect(new Set(cms.bodies.map((body) => body.formData.submissionId)).size).toBe(1);
    expect(await outbox.counts()).toEqual({ pending: 0, delivered: 1, failed: 0 });
  });

  it('waits longer after each failure, up to the cap', async () => {
    const clock = new ManualClock();
    const { app, deliverer, outbox } = siteProcess(clock);
    deliverer.start();
    nock(CMS).post(SUBMIT).reply(503).persist();
    await subscribe(app, 1);
    await deliverer.settled();
    const waits: number[] = [];
    let failedAt = clock.now();
    for (let failure = 1; failure <= 12; failure += 1) {
      const { nextAttemptAt, attempts } = (await outbox.entries())[0]!;
      expect(attempts).toBe(failure);
      waits.push(nextAttemptAt - failedAt);
      failedAt = nextAttemptAt;
      await advance(clock, deliverer, nextAttemptAt - clock.now());
    }
    // random() = 0.5: three quarters of each doubling step, and of the cap once reached.
    expect(waits.slice(0, 4)).toEqual([3_000, 6_000, 12_000, 24_000]);
    expect(waits.every((wait, index) => index === 0 || wait >= waits[index - 1]!)).toBe(true);
    expect(waits.slice(-3)).toEqual([450_000, 450_000, 450_000]);
  });

  it('stop() waits for the send under way; later submissions are stored for the next start', async () => {
    const clock = new ManualClock();
    const { app, deliverer, outbox } = siteProcess(clock);
    deliverer.start();
    nock(CMS).post(SUBMIT).delay(100).reply(200, STORED);
    const inFlight = subscribe(app, 1);
    await vi.waitFor(() => expect(nock.pendingMocks()).toHaveLength(0));
    await deliverer.stop();
    expect(await outbox.counts()).toEqual({ pending: 0, delivered: 1, failed: 0 });
    expect((await inFlight).status).toBe(200);

    expect((await subscribe(app, 2)).status).toBe(200);
    expect(await outbox.counts()).toEqual({ pending: 1, delivered: 1, failed: 0 });
    expect(clock.nextTimerAt).toBeNull();
  });
});

describe('form outbox against the demo CMS', () => {
  it('a delivery whose answer was lost is sent again with the same submissionId and stored once', async () => {
    const cmsDb = join(dataDir, 'cms.sqlite');
    let answered = 0;
    // The CMS stores the first submission but its answer arrives after the site gave up waiting.
    const slowFirstAnswer = new Hono()
      .use(async (_, next) => {
        await next();
        if (answered++ === 0) await new Promise((resolve) => setTimeout(resolve, 300));
      })
      .route('/demo/cms', createDemoCmsApp({ submissionsDbPath: cmsDb }));
    const server = serve({ fetch: slowFirstAnswer.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const clock = new ManualClock();
      const { app, deliverer, outbox } = siteProcess(clock, { timeoutMs: 100, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/demo/cms` });
      expect((await subscribe(app, 7)).status).toBe(200);
      await deliverer.settled(); // the first send, which gives up after 100 ms
      expect((await outbox.counts()).pending).toBe(1);
      clock.advance(FORM_RETRY_BACKOFF.maxMs);
      expect(await deliverer.flush()).toEqual({ delivered: 1, retrying: 0, rejected: 0 });
      const store = openFormSubmissionStore(cmsDb);
      try {
        expect((await store.list()).map((submission) => submission.formData.email)).toEqual(['shopper7@example.com']);
      } finally {
        await store.close();
      }
    } finally {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    }
  });
});
