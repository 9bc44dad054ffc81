import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { requestLog } from '../../../server/http/request-log.ts';
import { log } from '../../../server/logging/logger.ts';
import { captureLogs } from '../logging/captured-logs.ts';

let captured: ReturnType<typeof captureLogs>;
beforeEach(() => (captured = captureLogs('info')));
afterEach(() => captured.release());

function site() {
  const app = new Hono();
  app.use(requestLog());
  app.get('/faqs', async (c) => {
    log.info('render.detail', { step: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    log.info('render.detail', { step: 2 });
    return c.html('<p>FAQs</p>');
  });
  app.get('/passed-on', () => fetch('data:text/plain,from elsewhere'));
  app.get('/kept-by-caches', (c) => {
    c.header('Cache-Control', 'public, max-age=0, s-maxage=3604800');
    return c.html('<p>Shared</p>');
  });
  return app;
}

describe('the request id', () => {
  it("is the caller's x-request-id when well formed, echoed in the answer and on every line written meanwhile", async () => {
    const response = await site().request('/faqs', { headers: { 'x-request-id': 'edge-7f3a.42' } });
    expect(response.headers.get('x-request-id')).toBe('edge-7f3a.42');
    expect(captured.lines.map(({ event, requestId }) => ({ event, requestId }))).toEqual([
      { event: 'render.detail', requestId: 'edge-7f3a.42' },
      { event: 'render.detail', requestId: 'edge-7f3a.42' },
      { event: 'http.request', requestId: 'edge-7f3a.42' },
    ]);
    expect(captured.lines[2]).toMatchObject({ method: 'GET', path: '/faqs', status: 200 });
  });

  it('is a new one when the caller sent none or a malformed one (a forged log line, an endless string)', async () => {
    const app = site();
    const ids = [];
    for (const sent of [undefined, 'id"} {"level":"error', 'x'.repeat(500)]) {
      const response = await app.request('/faqs', { headers: sent === undefined ? {} : { 'x-request-id': sent } });
      ids.push(response.headers.get('x-request-id'));
    }
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);
    // Two requests never share an id, and lines outside a request carry none.
    log.info('outside.request');
    expect(captured.lines.at(-1)).not.toHaveProperty('requestId');
  });

  it('is echoed on an answer passed on as it came (immutable headers)', async () => {
    const response = await site().request('/passed-on', { headers: { 'x-request-id': 'abc' } });
    expect(response.headers.get('x-request-id')).toBe('abc');
    expect(await response.text()).toBe('from elsewhere');
  });

  it('is not echoed on an answer a shared cache may keep (its headers must be the same for every visitor), but still logged', async () => {
    const response = await site().request('/kept-by-caches', { headers: { 'x-request-id': 'shared-1' } });
    expect(response.headers.get('x-request-id')).toBeNull();
    expect(captured.lines.at(-1)).toMatchObject({ event: 'http.request', requestId: 'shared-1', path: '/kept-by-caches' });
  });
});
