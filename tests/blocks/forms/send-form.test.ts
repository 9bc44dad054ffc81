import { describe, expect, it } from 'vitest';
import { formResultFromSearch } from '../../../content/forms/form-endpoint.ts';
import { FAILURE_MESSAGES, sendForm } from '../../../blocks/forms/send-form.ts';

const values = { email: 'ana@example.com', formType: 'subscribe' as const };
const answering =
  (status: number, body?: unknown): typeof fetch =>
  async () =>
    new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('sending a form from the browser', () => {
  it("posts JSON to the site's own endpoint", async () => {
    let seen: { url: string; init: RequestInit | undefined } | null = null;
    const fetcher: typeof fetch = async (url, init) => {
      seen = { url: String(url), init };
      return new Response('{"ok":true}', { status: 200 });
    };
    expect(await sendForm('subscribe', values, fetcher)).toEqual({ ok: true });
    expect(seen!.url).toBe('/api/forms/subscribe');
    expect(seen!.init?.method).toBe('POST');
    expect(JSON.parse(String(seen!.init?.body))).toEqual(values);
    // Spec §7: the HTTP client's Accept header.
    expect(new Headers(seen!.init?.headers).get('Accept')).toBe('application/json, text/plain, */*');
  });

  it('a message whose instance went away mid-send (a proxy 503, no answer) is sent once more with the same key, so it is stored once', async () => {
    const keys: (string | null)[] = [];
    const answers = [new Response('backend fetch failed', { status: 503 }), new Response('{"ok":true}', { status: 200 })];
    const flaky: typeof fetch = async (_url, init) => {
      keys.push(new Headers(init?.headers).get('Idempotency-Key'));
      return answers.shift()!;
    };
    expect(await sendForm('subscribe', values, flaky, { key: 'k-1', retryAfterMs: 0 })).toEqual({ ok: true });
    expect(keys).toEqual(['k-1', 'k-1']);
    // The site's own 503 says when to come back: no quiet retry then.
    let calls = 0;
    const notStored: typeof fetch = async () => (calls++, new Response('{"message":"later"}', { status: 503, headers: { 'Retry-After': '30' } }));
    expect(await sendForm('subscribe', values, notStored, { key: 'k-2', retryAfterMs: 0 })).toMatchObject({ ok: false, message: FAILURE_MESSAGES.unavailable });
    expect(calls).toBe(1);
  });

  it("a 400 brings back the server's message for each field", async () => {
    const outcome = await sendForm('subscribe', values, answering(400, { errors: { email: 'Please enter a valid email' } }));
    expect(outcome).toEqual({ ok: false, message: FAILURE_MESSAGES.invalid, fieldErrors: { email: 'Please enter a valid email' } });
  });

  it('a CMS failure, a body too large and no network each get a clear sentence', async () => {
    expect(await sendForm('subscribe', values, answering(502, { message: 'x' }))).toMatchObject({ ok: false, message: FAILURE_MESSAGES.unavailable });
    expect(await sendForm('subscribe', values, answering(413))).toMatchObject({ ok: false, message: FAILURE_MESSAGES.tooLarge });
    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await sendForm('subscribe', values, offline)).toMatchObject({ ok: false, message: FAILURE_MESSAGES.offline });
  });
});

describe('a request the site refused', () => {
  it("shows the site's own reason (an out-of-date page, too many tries) instead of a general failure", async () => {
    const refused = {
      error: { message: 'This page is out of date or was opened from another site. Please reload the page and try again.', code: 'FORBIDDEN_ORIGIN' },
    };
    expect(await sendForm('subscribe', values, answering(403, refused))).toEqual({ ok: false, message: refused.error.message, fieldErrors: {} });
    const limited = { error: { message: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED' } };
    expect(await sendForm('subscribe', values, answering(429, limited))).toMatchObject({ message: limited.error.message });
  });

  it('falls back to the general sentence when the answer gives no reason', async () => {
    expect(await sendForm('subscribe', values, answering(403))).toMatchObject({ message: FAILURE_MESSAGES.unavailable });
    expect(await sendForm('subscribe', values, answering(403, { error: { message: ' ' } }))).toMatchObject({ message: FAILURE_MESSAGES.unavailable });
  });
});

describe('the return of a post made without JavaScript', () => {
  it('is read from ?form=…&result=… only for the form it names', () => {
    expect(formResultFromSearch({ form: 'contact', result: 'sent' }, 'contact')).toBe('sent');
    expect(formResultFromSearch(new URLSearchParams('form=contact&result=failed'), 'contact')).toBe('failed');
    expect(formResultFromSearch({ form: 'subscribe', result: 'sent' }, 'contact')).toBeNull();
    expect(formResultFromSearch({ form: 'contact', result: 'hacked' }, 'contact')).toBeNull();
  });
});
