import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { log, logLevelFrom } from '../../../server/logging/logger.ts';
import { captureLogs } from './captured-logs.ts';

let captured: ReturnType<typeof captureLogs>;
beforeEach(() => (captured = captureLogs('info')));
afterEach(() => captured.release());

describe('log lines', () => {
  it('are JSON with time, level and event; information on stdout, warnings and errors on stderr; debug only when asked', () => {
    log.debug('content.detail');
    log.info('server.listening', { port: 3000 });
    log.warn('cache.engine_purge_failed', { attempt: 2 });
    log.error('form.not_stored', { kind: 'contact' });
    expect(captured.lines.map(({ level, event, stream }) => ({ level, event, stream }))).toEqual([
      { level: 'info', event: 'server.listening', stream: 'out' },
      { level: 'warn', event: 'cache.engine_purge_failed', stream: 'err' },
      { level: 'error', event: 'form.not_stored', stream: 'err' },
    ]);
    expect(new Date(captured.lines[0]!.time as string).toISOString()).toBe(captured.lines[0]!.time);
    expect(captured.lines[0]).toMatchObject({ port: 3000 });
  });

  it('a misspelt LOG_LEVEL stops the start; any case of a real one is accepted', () => {
    expect(() => logLevelFrom('verbose')).toThrow(/LOG_LEVEL must be one of debug, info, warn, error, silent, got "verbose"/);
    expect(logLevelFrom('WARN')).toBe('warn');
    expect(logLevelFrom(null)).toBe('info');
  });
});

describe('what never reaches a log line', () => {
  it('secrets, tokens, cookies and authorization headers, by field name, at the top and inside objects', () => {
    log.warn('cms.refused', {
      token: 'cms-api-token-123',
      privateStorefrontToken: 'shpat_secret',
      headers: { authorization: 'Bearer abc.def', cookie: 'lt_session=s3cr3t', accept: 'text/html' },
      request: { headers: { 'set-cookie': 'lt_cart=c4rt' }, password: 'hunter2' },
    });
    const line = JSON.stringify(captured.lines[0]);
    for (const secret of ['cms-api-token-123', 'shpat_secret', 'abc.def', 's3cr3t', 'c4rt', 'hunter2']) expect(line).not.toContain(secret);
    expect(captured.lines[0]).toMatchObject({ headers: { authorization: '[redacted]', cookie: '[redacted]', accept: 'text/html' }, token: '[redacted]' });
  });

  it("a shopper's e-mail address and phone number wherever they appear: a field, an error message, form data", () => {
    log.error('form.refused', {
      email: 'jane@example.com',
      reason: 'formData.email "jane.doe+news@example.co.uk" is not allowed; mobile +44 20 7946 0958, or 07700 900123, or (555) 123-4567',
      fields: { name: 'Jane', contact: 'ring 07700-900-123' },
      returnedTo: '/thanks?email=jane%40example.com&ref=footer',
    });
    const line = JSON.stringify(captured.lines[0]);
    for (const personal of ['jane@example.com', 'jane.doe+news@example.co.uk', '7946 0958', '900123', '123-4567', '900-123', 'jane%40example.com']) {
      expect(line).not.toContain(personal);
    }
    // What an operator needs stays readable.
    expect(captured.lines[0]!.reason).toBe('formData.email "[redacted]" is not allowed; mobile [redacted], or [redacted], or [redacted]');
    expect(captured.lines[0]).toMatchObject({ fields: { name: 'Jane' }, returnedTo: '/thanks?email=[redacted]&ref=footer' });
  });

  it('leaves ids, timestamps, durations, ports and dates alone', () => {
    const reason = 'order 1234567890123 at 2026-11-26T10:00:00Z took 1500 ms on 127.0.0.1:55432 (gid://shopify/Product/7982301249)';
    log.info('shop.slow', { reason, durationMs: 1500 });
    expect(captured.lines[0]).toMatchObject({ reason, durationMs: 1500 });
  });
});
