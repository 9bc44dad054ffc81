import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLogLevel } from '../../../server/logging/logger.ts';
import { answerUnhandledError, UNHANDLED_ERROR } from '../../../server/http/unhandled-error.ts';

describe('a request whose handler fails unexpectedly', () => {
  const lines: string[] = [];
  const write = process.stderr.write.bind(process.stderr);
  beforeEach(() => {
    process.stderr.write = ((chunk: string) => (lines.push(...String(chunk).split('\n').filter(Boolean)), true)) as typeof process.stderr.write;
    setLogLevel('error');
  });
  afterEach(() => {
    setLogLevel('silent');
    process.stderr.write = write;
    lines.length = 0;
  });

  const app = new Hono();
  app.onError(answerUnhandledError);
  const failure = () => {
    throw new Error('connect ECONNREFUSED 127.0.0.1:55432', { cause: new Error('/srv/site/data/outbox.sqlite is locked') });
  };
  app.get('/api/cart', failure);
  app.get('/faqs', failure);

  it('answers a code and a human message; the detail goes to the log as one line, without a stack', async () => {
    const api = await app.request('/api/cart');
    expect(api.status).toBe(500);
    expect(api.headers.get('Cache-Control')).toBe('no-store');
    const answer = await api.text();
    expect(JSON.parse(answer)).toEqual(UNHANDLED_ERROR);
    const page = await app.request('/faqs');
    expect(page.status).toBe(500);
    expect(await page.text()).toBe(UNHANDLED_ERROR.message);
    for (const text of [answer, await (await app.request('/faqs')).text()]) {
      expect(text).not.toContain('ECONNREFUSED');
      expect(text).not.toContain('/srv/site');
    }
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'error',
      event: 'http.unhandled_error',
      method: 'GET',
      path: '/api/cart',
      error: 'connect ECONNREFUSED 127.0.0.1:55432 (/srv/site/data/outbox.sqlite is locked)',
    });
    expect(lines.join('\n')).not.toMatch(/\n\s+at /);
  });
});
