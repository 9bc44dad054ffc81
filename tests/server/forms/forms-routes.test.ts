import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import nock from 'nock';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDemoCmsApp } from '../../../demo-backends/cms/app.ts';
import { openFormSubmissionStore } from '../../../demo-backends/cms/form-submissions.ts';
import { createFormDeliverer, FORM_OUTBOX_FILE } from '../../../server/forms/site-form-deliverer.ts';
import { SqliteFormOutbox } from '../../../server/forms/sqlite-form-outbox.ts';
import type { FormDeliverer } from '../../../server/forms/form-deliverer.ts';
import { createFormsRoutes, FORM_ERROR_MESSAGES } from '../../../server/forms/forms-routes.ts';
import { setLogLevel } from '../../../server/logging/logger.ts';

const CMS = 'http://cms.test';
const SUBMISSION_ID = expect.stringMatching(/^[0-9a-f-]{36}$/);
const outboxDirs: string[] = [];
let lastDeliverer: FormDeliverer;
function formsApp(baseUrl = CMS, timeoutMs = 1_000) {
  const dataDir = mkdtempSync(join(tmpdir(), 'forms-outbox-'));
  outboxDirs.push(dataDir);
  lastDeliverer = createFormDeliverer({ outbox: new SqliteFormOutbox(join(dataDir, FORM_OUTBOX_FILE)), cms: { baseUrl, token: null, timeoutMs } });
  return new Hono().route('/api/forms', createFormsRoutes({ deliverer: lastDeliverer }));
}
afterAll(() => outboxDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const postJson = (app: Hono, kind: string, body: unknown) =>
  app.request(`/api/forms/${kind}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const postPlain = (app: Hono, kind: string, fields: Record<string, string>) =>
  app.request(`/api/forms/${kind}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

const validContact = { email: ' ana@example.com ', mobile: '+61412345678', message: 'Do you make cot sheets?' };

describe('POST /api/forms/:kind with the CMS mocked', () => {
  beforeAll(() => nock.disableNetConnect());
  afterEach(() => nock.cleanAll());
  afterAll(() => nock.enableNetConnect());

  it('bad input is a 400 with one message per field, and nothing reaches the CMS', async () => {
    const cms = nock(CMS)
      .post('/api/ezforms/submit')
      .reply(200, { data: { id: 1, createdAt: '2026-01-01T00:00:00.000Z' } });
    const response = await postJson(formsApp(), 'contact', { email: 'ana@', mobile: '0412 345 678', message: '  ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: { email: 'Please enter a valid email', mobile: 'Please enter a valid Australian mobile number (with no spaces)', message: 'Required' },
    });
    expect(cms.isDone()).toBe(false);
  });

  it('a valid contact form is sent to the CMS as { formData } with trimmed values and formType contact', async () => {
    let received: unknown;
    nock(CMS)
      .post('/api/ezforms/submit', (body) => {
        received = body;
        return true;
      })
      .reply(200, { data: { id: 7, createdAt: '2026-01-01T00:00:00.000Z' } });
    const response = await postJson(formsApp(), 'contact', validContact);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    await lastDeliverer.settled();
    expect(received).toEqual({
      formData: { email: 'ana@example.com', mobile: '+61412345678', message: 'Do you make cot sheets?', formType: 'contact', submissionId: SUBMISSION_ID },
    });
    expect(await lastDeliverer.outbox.counts()).toEqual({ pending: 0, delivered: 1, failed: 0 });
  });

  it('subscribe and sold-out forms send their own formType', async () => {
    const bodies: unknown[] = [];
    nock(CMS)
      .post('/api/ezforms/submit', (body) => bodies.push(body) > 0)
      .times(2)
      .reply(200, { data: { id: 8, createdAt: '2026-01-01T00:00:00.000Z' } });
    expect((await postJson(formsApp(), 'subscribe', { email: 'ana@example.com' })).status).toBe(200);
    await lastDeliverer.settled();
    expect(
      (await postJson(formsApp(), 'soldOut', { email: 'ana@example.com', product: 'Premium King, 36-40 cm', size: 'King', depth: '36-40 cm', variantId: '51' }))
        .status,
    ).toBe(200);
    await lastDeliverer.settled();
    expect(bodies).toEqual([
      { formData: { email: 'ana@example.com', formType: 'subscribe', submissionId: SUBMISSION_ID } },
      {
        formData: {
          email: 'ana@example.com',
          product: 'Premium King, 36-40 cm',
          size: 'King',
          depth: '36-40 cm',
          variantId: '51',
          formType: 'sold-out',
          submissionId: SUBMISSION_ID,
        },
      },
    ]);
  });

  it('a CMS error still tells the visitor it was sent: the submission waits in the outbox for a retry', async () => {
    nock(CMS)
      .post('/api/ezforms/submit')
      .reply(500, { error: { status: 500, name: 'ApplicationError', message: 'boom' } });
    const response = await postJson(formsApp(), 'contact', validContact);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    await lastDeliverer.settled();
    expect(await lastDeliverer.outbox.entries()).toEqual([
      expect.objectContaining({
        status: 'pending',
        attempts: 1,
        lastError: 'CMS formsSubmit: HTTP 500',
        formData: expect.objectContaining({ email: 'ana@example.com' }),
      }),
    ]);
  });

  it('an unreachable or slow CMS is the same: sent for the visitor, pending in the outbox', async () => {
    nock(CMS).post('/api/ezforms/submit').replyWithError('connect ECONNREFUSED');
    expect((await postJson(formsApp(), 'subscribe', { email: 'ana@example.com' })).status).toBe(200);
    await lastDeliverer.settled();
    expect(await lastDeliverer.outbox.counts()).toEqual({ pending: 1, delivered: 0, failed: 0 });
    nock(CMS)
      .post('/api/ezforms/submit')
      .delay(500)
      .reply(200, { data: { id: 1, createdAt: 'x' } });
    expect((await postJson(formsApp(CMS, 100), 'subscribe', { email: 'ana@example.com' })).status).toBe(200);
    await lastDeliverer.settled();
    expect(await lastDeliverer.outbox.entries()).toEqual([expect.objectContaining({ status: 'pending', lastError: expect.stringContaining('timed out') })]);
  });

  it('the answer comes once the submission is stored, never waiting on a slow CMS; the send finishes after it', async () => {
    nock(CMS)
      .post('/api/ezforms/submit')
      .delay(800)
      .reply(200, { data: { id: 1, createdAt: 'x' } });
    const app = formsApp(CMS, 5_000);
    const started = performance.now();
    const response = await postJson(app, 'subscribe', { email: 'ana@example.com' });
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(400);
    expect(await lastDeliverer.outbox.counts()).toEqual({ pending: 1, delivered: 0, failed: 0 });
    await lastDeliverer.settled();
    expect(await lastDeliverer.outbox.counts()).toEqual({ pending: 0, delivered: 1, failed: 0 });
  });

  it('a message sent again with the same Idempotency-Key (its first answer lost on the way) is answered 200 and stored and sent once', async () => {
    const cms = nock(CMS)
      .post('/api/ezforms/submit')
      .reply(200, { data: { id: 1, createdAt: 'x' } });
    const app = formsApp();
    const key = '0b6c8a52-5f3e-4d4a-9a57-3f1f8f0c2d11';
    const send = () =>
      app.request('/api/forms/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify(validContact),
      });
    expect((await send()).status).toBe(200);
    await lastDeliverer.settled();
    const again = await send();
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true });
    await lastDeliverer.settled();
    expect(cms.isDone()).toBe(true);
    expect(await lastDeliverer.outbox.entries()).toEqual([
      expect.objectContaining({ id: key, status: 'delivered', formData: expect.objectContaining({ submissionId: key }) }),
    ]);
    const forged = await app.request('/api/forms/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': "x'; DROP" },
      body: JSON.stringify(validContact),
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ message: FORM_ERROR_MESSAGES.badIdempotencyKey });
  });

  it('a submission that cannot even be stored is a 503 with Retry-After and a message a visitor can act on', async () => {
    const app = formsApp();
    await lastDeliverer.outbox.close();
    const response = await postJson(app, 'contact', validContact);
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('30');
    expect(await response.json()).toEqual({ message: FORM_ERROR_MESSAGES.notStored });
  });

  it('a body over 16 KB is refused with 413 before it is read', async () => {
    const response = await postJson(formsApp(), 'contact', { ...validContact, message: 'x'.repeat(17 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: FORM_ERROR_MESSAGES.tooLarge });
  });

  it('a body that is not a JSON object is a 400; an unknown form is a 404', async () => {
    expect((await postJson(formsApp(), 'contact', 'not json')).status).toBe(400);
    expect((await postJson(formsApp(), 'contact', [1, 2])).status).toBe(400);
    expect((await postJson(formsApp(), 'newsletter', { email: 'ana@example.com' })).status).toBe(404);
  });

  it('a form post whose multipart body is broken is a 400, never a 500', async () => {
    const response = await formsApp().request('/api/forms/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nana@example.com\r\n--x',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: FORM_ERROR_MESSAGES.notFormFields });
  });

  it('a plain form post (no JavaScript) is redirected back to its page with the result, never with what was typed', async () => {
    nock(CMS)
      .post('/api/ezforms/submit')
      .reply(200, { data: { id: 9, createdAt: '2026-01-01T00:00:00.000Z' } });
    const sent = await postPlain(formsApp(), 'contact', { ...validContact, _returnTo: '/contact' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('Location')).toBe('/contact?form=contact&result=sent#contact-form-result');

    const invalid = await postPlain(formsApp(), 'contact', { email: 'ana@example.com', _returnTo: '/contact' });
    expect(invalid.headers.get('Location')).toBe('/contact?form=contact&result=invalid#contact-form-result');

    nock(CMS).post('/api/ezforms/submit').reply(503);
    const queued = await postPlain(formsApp(), 'subscribe', { email: 'ana@example.com', _returnTo: '//evil.example/x' });
    expect(queued.headers.get('Location')).toBe('/?form=subscribe&result=sent#subscribe-form-result');
  });
});

describe('POST /api/forms/:kind against the demo CMS', () => {
  const dir = mkdtempSync(join(tmpdir(), 'forms-'));
  const dbPath = join(dir, 'cms.sqlite');
  let server: ReturnType<typeof serve>;
  let origin = '';

  beforeAll(async () => {
    server = serve({ fetch: new Hono().route('/demo/cms', createDemoCmsApp({ submissionsDbPath: dbPath })).fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('a contact enquiry is stored by the CMS exactly as sent', async () => {
    const response = await postJson(formsApp(`${origin}/demo/cms`), 'contact', validContact);
    expect(response.status).toBe(200);
    await lastDeliverer.settled();
    const store = openFormSubmissionStore(dbPath);
    try {
      expect((await store.list()).map((submission) => submission.formData)).toEqual([
        { email: 'ana@example.com', mobile: '+61412345678', message: 'Do you make cot sheets?', formType: 'contact', submissionId: SUBMISSION_ID },
      ]);
    } finally {
      await store.close();
    }
  });
});

describe('hostile form input', () => {
  const lines: string[] = [];
  const write = process.stderr.write.bind(process.stderr);
  beforeAll(() => {
    nock.disableNetConnect();
    process.stderr.write = ((chunk: string) => (lines.push(...String(chunk).split('\n').filter(Boolean)), true)) as typeof process.stderr.write;
    setLogLevel('warn');
  });
  afterEach(() => {
    nock.cleanAll();
    lines.length = 0;
  });
  afterAll(() => {
    setLogLevel('silent');
    process.stderr.write = write;
    nock.enableNetConnect();
  });
  const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it('a return path with a line break or an encoded tab goes back to the page the form came from, logged as one line', async () => {
    for (const returnTo of ['/contact\r\nSet-Cookie: stolen=1', '/\t/evil.example', '/%09/evil.example', '//evil.example']) {
      nock(CMS)
        .post('/api/ezforms/submit')
        .reply(200, { data: { id: 1, createdAt: '2026-01-01T00:00:00.000Z' } });
      const response = await formsApp().request('/api/forms/subscribe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Referer: 'https://linden.test/faqs' },
        body: new URLSearchParams({ email: 'ana@example.com', _returnTo: returnTo }).toString(),
      });
      expect(response.status, JSON.stringify(returnTo)).toBe(303);
      expect(response.headers.get('Location')).toBe('/faqs?form=subscribe&result=sent#subscribe-form-result');
      expect(response.headers.get('Set-Cookie')).toBeNull();
    }
    expect(logged().filter((line) => line.event === 'form.return_path_refused')).toHaveLength(4);
    expect(lines.join('\n')).not.toMatch(/\n\s+at /);
  });

  it('an e-mail address with NUL, a bidi override or a lone surrogate is a 400 with the spec’s message, and one log line without the value', async () => {
    const cms = nock(CMS)
      .post('/api/ezforms/submit')
      .reply(200, { data: { id: 1, createdAt: '2026-01-01T00:00:00.000Z' } });
    for (const email of ['ana\u0000@example.com', 'ana\u202e@example.com', 'ana\ud800@example.com']) {
      const response = await postJson(formsApp(), 'subscribe', { email });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: { email: 'Please enter a valid email' } });
    }
    expect(cms.isDone()).toBe(false);
    const refusals = logged();
    expect(refusals).toHaveLength(3);
    for (const line of refusals)
      expect(line).toMatchObject({ level: 'warn', event: 'form.refused', kind: 'subscribe', reason: 'invalid_fields', fields: ['email'] });
    expect(lines.join('\n')).not.toContain('ana');
  });

  it('an unreadable body, an unknown form and a body too large are clean 4xx answers, each logged as one line', async () => {
    const statuses = [
      (await postJson(formsApp(), 'contact', '{"email":')).status,
      (await postJson(formsApp(), 'newsletter', { email: 'ana@example.com' })).status,
      (await postJson(formsApp(), 'contact', { ...validContact, message: 'x'.repeat(20_000) })).status,
    ];
    expect(statuses).toEqual([400, 404, 413]);
    expect(logged().map((line) => line.reason)).toEqual(['unreadable_body', 'unknown_form', 'too_large']);
  });
});
