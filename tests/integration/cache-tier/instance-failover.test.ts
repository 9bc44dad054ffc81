// Two built site instances behind the reference Varnish (deploy/varnish/default.vcl), one SIGKILLed while
// shoppers keep asking: every idempotent request still gets its answer (a fetch that fails on the dead
// instance is tried again on the other one), and so is every form sent with an Idempotency-Key, and the probe
// takes the dead instance out within seconds.
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type RunningSite, startBuiltSite } from '../../../scripts/site-process.ts';
import { type RunningVarnish, startVarnish, varnishAvailable } from '../../../scripts/support/varnish.ts';

// Answers Varnish never stores (per shopper, platform checks), so each one is fetched from an instance, and
// content pages, whose first requests are fetched too.
const PATHS = ['/buy', '/healthz', '/api/cart', '/', '/faqs', '/blog'];
const LOAD_SECONDS = 12;
const KILL_AFTER_MS = 3_000;
const OUT_OF_ROTATION_WITHIN_MS = 5_000;

let varnish: RunningVarnish;
let sites: RunningSite[] = [];

beforeAll(async () => {
  const ports = [await freePort(), await freePort()];
  const varnishPort = await freePort();
  // Varnish is the one proxy in front: each shopper's address (a loopback address of its own here) counts for the write limit.
  const env = { SITE_URL: `http://127.0.0.1:${varnishPort}`, TRUSTED_PROXY_HOPS: '1', LOG_LEVEL: 'error' };
  sites = await Promise.all(ports.map((port) => startBuiltSite({ port, env })));
  varnish = await startVarnish({ backendPorts: ports, port: varnishPort });
});

/** One contact form through the front, from its own loopback address, answered with its status. */
function postForm(front: string, email: string, localAddress: string): Promise<number> {
  const body = JSON.stringify({ email, mobile: '+61412345678', message: 'Failover enquiry.' });
  return new Promise((resolve) => {
    const sending = request(
      `${front}/api/forms/contact`,
      {
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Origin: front, 'Idempotency-Key': randomUUID() },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sending.on('error', () => resolve(0));
    sending.end(body);
  });
}

afterAll(async () => {
  await Promise.allSettled(sites.map((site) => site.stop()));
  await varnish?.stop();
});

describe.skipIf(!varnishAvailable())('two instances behind the reference Varnish, one killed under load', () => {
  it('answers every idempotent request (0 × 5xx) and the probe takes the dead instance out within 5 s', async () => {
    const statuses: Record<number, number> = {};
    let loadDone = false;
    const finished = new Promise<autocannon.Result>((resolve, reject) => {
      const options = {
        url: varnish.url,
        connections: 20,
        duration: LOAD_SECONDS,
        headers: { 'accept-encoding': 'gzip', accept: 'text/html' },
        requests: PATHS.map((path) => ({ method: 'GET' as const, path })),
      };
      const load = autocannon(options, (error, result) => {
        loadDone = true;
        if (error) reject(error);
        else resolve(result);
      });
      load.on('response', (_client, status) => {
        statuses[status] = (statuses[status] ?? 0) + 1;
      });
    });

    // Visitors sending forms meanwhile, each message with its Idempotency-Key, as the site's script sends them.
    const formStatuses: Record<number, number> = {};
    const forms = Array.from({ length: 2 }, async (_, sender) => {
      for (let index = 0; !loadDone; index += 1) {
        const status = await postForm(varnish.url, `failover-${sender}-${index}@example.com`, `127.3.${sender}.${(index % 250) + 1}`);
        formStatuses[status] = (formStatuses[status] ?? 0) + 1;
      }
    });

    await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
    expect(await varnish.backendHealth()).toMatchObject({ site: true, site2: true });
    process.kill(sites[1]!.pid, 'SIGKILL');
    const killedAt = Date.now();
    // How long the probe takes to call the dead instance sick, so that no shopper's fetch is sent to it.
    let outAfterMs = Infinity;
    while (!loadDone && outAfterMs === Infinity) {
      if ((await varnish.backendHealth()).site2 === false) outAfterMs = Date.now() - killedAt;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const result = await finished;
    await Promise.all(forms);
    const failed = Object.entries(statuses)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    console.log(
      `One of two instances SIGKILLed ${KILL_AFTER_MS} ms into a ${LOAD_SECONDS} s run of ${result.requests.total} requests: statuses ${JSON.stringify(statuses)}, ` +
        `${result.errors} errors, ${result.timeouts} timeouts; the probe called the dead instance sick ${outAfterMs} ms after the kill. ` +
        `Forms with an Idempotency-Key meanwhile: ${JSON.stringify(formStatuses)}.`,
    );
    // A form whose instance died before answering is sent again by Varnish to the other one: the key makes the repeat safe.
    expect(Object.keys(formStatuses)).toEqual(['200']);
    expect(result.requests.total).toBeGreaterThan(500);
    expect(failed).toBe(0);
    expect(result.errors + result.timeouts).toBe(0);
    expect(outAfterMs).toBeLessThanOrEqual(OUT_OF_ROTATION_WITHIN_MS);
  }, 60_000);
});
