// The cached-page front door answers a cached page exactly as the app would (same status, headers, cookies
// and page, with its own nonce), and passes on every request it cannot answer the same way.
import { getRequestListener } from '@hono/node-server';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cspNonce, scriptNonces, type StubSite, stubSite } from './stub-site.ts';

let site: StubSite;
let server: Server;
let port: number;
let frontEnabled = true;
let frontAnswers = 0;

beforeAll(async () => {
  // As in production over https (the front door serves only there): HSTS and Secure cookies included.
  site = await stubSite({ env: { NODE_ENV: 'production' } });
  const listener = getRequestListener(site.app.fetch);
  server = createServer((req, res) => {
    if (frontEnabled && site.cachedPageFront(req, res)) frontAnswers += 1;
    else void listener(req, res);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((closed) => server.close(() => closed()));
  site.cleanup();
});
beforeEach(() => {
  frontEnabled = true;
});

type Answer = { status: number; headers: Record<string, string | string[]>; html: string };

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, method, headers: { 'Accept-Encoding': 'gzip, deflate, br', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const html = response.headers['content-encoding'] === 'gzip' ? gunzipSync(body).toString() : body.toString();
        resolve({ status: response.statusCode ?? 0, headers: response.headers as Record<string, string | string[]>, html });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The same request through the front door and through the app, once the app has answered it once. */
async function bothWays(path: string, headers: Record<string, string> = {}) {
  await get(path, headers);
  const before = frontAnswers;
  const front = await get(path, headers);
  expect(frontAnswers, 'answered by the front door').toBe(before + 1);
  frontEnabled = false;
  const app = await get(path, headers);
  return { front, app };
}

/** What must match: every header but the per-connection ones, the nonce taken out of the CSP and the page. */
function comparable({ status, headers, html }: Answer) {
  const nonce = cspNonce(String(headers['content-security-policy']));
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  const sorted = Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
  return { status, headers: JSON.parse(JSON.stringify(sorted).replaceAll(nonce!, 'NONCE')), html: html.replaceAll(nonce!, 'NONCE') };
}

describe('a cached content page through the front door', () => {
  it('has the status, headers, cookies and page the app sends, for a first visit', async () => {
    const { front, app } = await bothWays('/faqs');
    expect(comparable(front)).toEqual(comparable(app));
    expect(front.headers['set-cookie']).toHaveLength(3);
    expect(String(front.headers['set-cookie'])).toContain('Secure');
    expect(front.headers['strict-transport-security']).toBeDefined();
    expect(front.headers['content-encoding']).toBe('gzip');
  });

  it('sets no cookie for a returning visitor, like the app', async () => {
    const { front, app } = await bothWays('/faqs', { Cookie: 'vsf-locale=en; vsf-currency=AUD; vsf-country=AU', 'Accept-Language': 'de-DE' });
    expect(comparable(front)).toEqual(comparable(app));
    expect(front.headers['set-cookie']).toBeUndefined();
  });

  it('puts its own fresh nonce on every script and in the CSP', async () => {
    await get('/faqs');
    const first = await get('/faqs');
    const second = await get('/faqs');
    const nonce = cspNonce(String(first.headers['content-security-policy']));
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(scriptNonces(first.html))).toEqual(new Set([nonce]));
    expect(cspNonce(String(second.headers['content-security-policy']))).not.toBe(nonce);
  });
});

describe('requests the front door leaves to the app', () => {
  const passedOn = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    await get('/faqs');
    const before = frontAnswers;
    const answer = await get(path, headers, method);
    expect(frontAnswers, `${method} ${path} ${JSON.stringify(headers)}`).toBe(before);
    return answer;
  };

  it('a conditional request (the app answers 304)', async () => {
    const { headers } = await get('/faqs');
    expect((await passedOn('/faqs', { 'If-None-Match': String(headers.etag) })).status).toBe(304);
  });

  it('HEAD, a client without gzip, and unusual request targets', async () => {
    await passedOn('/faqs', {}, 'HEAD');
    await passedOn('/faqs', { 'Accept-Encoding': 'identity' });
    await passedOn('/blog/../faqs');
    await passedOn('/faqs', { Host: 'bad host' });
  });

  it('pages that are per shopper or not found, which are never cached', async () => {
    await get('/buy');
    expect((await passedOn('/buy')).headers['cache-control']).toBe('private, no-store');
    await get('/no-such-page');
    expect((await passedOn('/no-such-page')).status).toBe(404);
  });

  it('a page the app has only answered uncompressed so far, until it answers it in gzip', async () => {
    await get('/contact', { 'Accept-Encoding': 'identity' });
    const before = frontAnswers;
    await get('/contact');
    expect(frontAnswers).toBe(before);
    await get('/contact');
    expect(frontAnswers).toBe(before + 1);
  });
});
