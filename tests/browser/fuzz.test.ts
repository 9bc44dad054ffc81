// Seeded fuzz of the built site on loopback: hostile paths, query strings, headers and API bodies must never
// get a 5xx, and every redirect must stay on this site (no open redirect).
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSite, startBuiltSite } from '../../scripts/site-process.ts';
import { type FuzzRequest, fuzzRequest, seededRandom } from './support/fuzz-requests.ts';

// Fixed so every run sends the same requests; FUZZ_SEED / FUZZ_REQUESTS explore further by hand.
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 400);

type Answer = { status: number; location: string | null } | { error: string };

/** Sends the request exactly as built (raw path, raw header bytes), unlike fetch, which would tidy the URL. */
function send(baseUrl: string, fuzz: FuzzRequest): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const outgoing = request(
      // Connection: close gives each request its own connection, so one the server cut (a 431) never affects the next.
      // Content-Length frames every body: Node's client leaves it out on a DELETE, and an unframed body reads as
      // a second, garbled request that the server answers 400 and cuts, racing the upload (a broken client, not a finding).
      {
        host: hostname,
        port,
        method: fuzz.method,
        path: fuzz.path,
        headers: { ...fuzz.headers, Connection: 'close', ...(fuzz.body ? { 'Content-Length': String(fuzz.body.length) } : {}) },
        setHost: !('Host' in fuzz.headers),
        timeout: 15_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null }));
        response.on('error', (error) => resolve({ error: error.message }));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 15 s')));
    outgoing.on('error', (error) => resolve({ error: error.message }));
    outgoing.end(fuzz.body);
  });
}

/** A Location a browser would follow to another site: resolved against our origin like a browser resolves it. */
function leavesSite(location: string, siteOrigin: string): boolean {
  try {
    return new URL(location, siteOrigin).origin !== siteOrigin;
  } catch {
    return true;
  }
}

const describeRequest = (fuzz: FuzzRequest) =>
  `${fuzz.method} ${fuzz.path.slice(0, 200)} ${JSON.stringify(Object.fromEntries(Object.entries(fuzz.headers).map(([k, v]) => [k, v.slice(0, 80)])))} ${fuzz.body ? fuzz.body.toString('utf8', 0, 120) : ''}`;

let site: RunningSite;

beforeAll(async () => {
  // One proxy hop is trusted so each write can come from its own made-up client address: the fuzz is about
  // what the app does with odd input, not about the per-client write limit (its own tests cover that).
  site = await startBuiltSite({ env: { TRUSTED_PROXY_HOPS: '1', LOG_LEVEL: 'silent' } });
}, 60_000);
afterAll(async () => {
  await site?.stop();
});

describe(`fuzz: ${REQUESTS} hostile requests from seed ${SEED}`, () => {
  it('never answer 5xx and never redirect off the site', async () => {
    const random = seededRandom(SEED);
    const siteOrigin = new URL(site.baseUrl).origin;
    const problems: string[] = [];
    const statuses = new Map<number, number>();
    const started = Date.now();
    for (let index = 0; index < REQUESTS; index += 1) {
      const fuzz = fuzzRequest(random, siteOrigin);
      fuzz.headers['X-Forwarded-For'] = `10.${index >> 8}.${index & 255}.1`;
      const answer = await send(site.baseUrl, fuzz);
      if ('error' in answer) {
        // A request over the server's header limit may be answered 431 and closed before the body is sent.
        if (!fuzz.headers['X-Huge']) problems.push(`no answer (${answer.error}): ${describeRequest(fuzz)}`);
        continue;
      }
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status >= 500) problems.push(`${answer.status}: ${describeRequest(fuzz)}`);
      if (answer.location !== null && leavesSite(answer.location, siteOrigin)) problems.push(`redirect to ${answer.location}: ${describeRequest(fuzz)}`);
    }
    console.info(
      `fuzz: ${REQUESTS} requests in ${Date.now() - started} ms; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    );
    expect(problems).toEqual([]);
    // Still healthy afterwards.
    expect((await fetch(`${site.baseUrl}/healthz`)).status).toBe(200);
  }, 90_000);
});
