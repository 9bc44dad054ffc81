// The breaker in front of Storefront reads: a few reads in a row that find no shop open it, then reads fail at
// once; one background probe per interval asks again (with the longer time limit) and its answer closes it.
// First the rules on their own (a hand-driven clock), then the client against a real server that accepts
// connections and never answers.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CircuitBreaker } from '../../../clients/storefront/circuit-breaker.ts';
import { ShopRequestError, ShopUnavailableError } from '../../../clients/storefront/errors.ts';
import { StorefrontClient } from '../../../clients/storefront/storefront-client.ts';
import { PRODUCT_SEARCH_LIMIT } from '../../../shop-rules/constants.ts';
import type { Fixture } from './record-fixtures.ts';

class Outage extends Error {}
class Refusal extends Error {}

function breakerOn(clock: { now: number }, probe: () => Promise<unknown>) {
  return new CircuitBreaker({
    failuresToOpen: 3,
    probeIntervalMs: 5_000,
    probe: vi.fn(probe),
    isOutage: (error) => error instanceof Outage,
    openError: () => new Outage('open'),
    now: () => clock.now,
  });
}
const failWith = (error: Error) => () => Promise.reject(error);
const settle = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: Error) => error.message,
  );

describe('the circuit breaker', () => {
  it('opens after three outages in a row, not after outages broken by an answer or a refusal', async () => {
    const clock = { now: 0 };
    const breaker = breakerOn(clock, async () => {});
    await settle(breaker.run(failWith(new Outage('1'))));
    await settle(breaker.run(failWith(new Outage('2'))));
    await settle(breaker.run(async () => 'ok'));
    await settle(breaker.run(failWith(new Outage('3'))));
    await settle(breaker.run(failWith(new Refusal('bad token'))));
    await settle(breaker.run(failWith(new Outage('4'))));
    await settle(breaker.run(failWith(new Outage('5'))));
    expect(breaker.state).toBe('closed');
    await settle(breaker.run(failWith(new Outage('6'))));
    expect(breaker.state).toBe('open');
  });

  it('while open, calls fail at once without being made; one probe per interval runs in the background and its answer closes it', async () => {
    const clock = { now: 1_000 };
    let shopBack = false;
    const probe = vi.fn(async () => {
      if (!shopBack) throw new Outage('still away');
    });
    const breaker = breakerOn(clock, probe);
    for (let i = 0; i < 3; i += 1) await settle(breaker.run(failWith(new Outage('timeout'))));
    const call = vi.fn(async () => 'answer');

    expect(await settle(breaker.run(call))).toBe('open');
    clock.now += 4_999;
    expect(await settle(breaker.run(call))).toBe('open');
    expect(probe).not.toHaveBeenCalled();

    clock.now += 1;
    expect(await settle(breaker.run(call))).toBe('open');
    expect(await settle(breaker.run(call))).toBe('open');
    await breaker.settled();
    expect(probe).toHaveBeenCalledTimes(1);
    expect(breaker.state).toBe('open');

    shopBack = true;
    clock.now += 5_000;
    expect(await settle(breaker.run(call))).toBe('open');
    await breaker.settled();
    expect(probe).toHaveBeenCalledTimes(2);
    expect(breaker.state).toBe('closed');
    expect(await settle(breaker.run(call))).toBe('answered');
    expect(call).toHaveBeenCalledTimes(1);
  });
});

const searched = JSON.parse(readFileSync(new URL('./fixtures/product-search.json', import.meta.url), 'utf8')) as Fixture;

/** A shop that accepts every connection and request, and answers only while `answering` is set. */
async function hangingShop() {
  const held: ServerResponse[] = [];
  const shop = { answering: false, requests: 0, server: null as unknown as Server, endpoint: '' };
  shop.server = createServer((request, response) => {
    shop.requests += 1;
    request.resume();
    if (!shop.answering) return void held.push(response);
    request.on('end', () => response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(searched.body)));
  });
  await new Promise<void>((resolve) => shop.server.listen(0, '127.0.0.1', resolve));
  shop.endpoint = `http://127.0.0.1:${(shop.server.address() as AddressInfo).port}/api/2026-04/graphql.json`;
  return {
    shop,
    close: () =>
      new Promise<void>((resolve) => (held.forEach((response) => response.destroy()), shop.server.closeAllConnections(), shop.server.close(() => resolve()))),
  };
}

let closeShop: (() => Promise<void>) | null = null;
afterEach(async () => {
  await closeShop?.();
  closeShop = null;
});

describe('a probe a caller waits for', () => {
  it('runs while the breaker is open, and its answer closes it', async () => {
    const clock = { now: 0 };
    const breaker = breakerOn(clock, async () => Promise.reject(new Outage('still away')));
    for (let i = 0; i < 3; i += 1) await settle(breaker.run(failWith(new Outage('timeout'))));
    expect(await settle(breaker.probeWith(failWith(new Outage('still away'))))).toBe('still away');
    expect(breaker.state).toBe('open');
    expect(await settle(breaker.probeWith(async () => 'back'))).toBe('answered');
    expect(breaker.state).toBe('closed');
  });
});

describe('Storefront reads behind the breaker, against a shop that hangs', () => {
  it(
    'three reads time out at the render limit, then reads fail at once; the background probe finds the shop back and reads answer again',
    { timeout: 20_000 },
    async () => {
      const { shop, close } = await hangingShop();
      closeShop = close;
      const clock = { now: 0 };
      const client = new StorefrontClient({
        endpoint: shop.endpoint,
        publicStorefrontToken: 'token',
        timeoutMs: 1_000,
        renderTimeoutMs: 150,
        breaker: { probeIntervalMs: 5_000, now: () => clock.now },
      });

      for (let i = 0; i < 3; i += 1) {
        const started = performance.now();
        await expect(client.searchProducts(PRODUCT_SEARCH_LIMIT)).rejects.toBeInstanceOf(ShopUnavailableError);
        const took = performance.now() - started;
        expect(took).toBeGreaterThanOrEqual(140);
        expect(took).toBeLessThan(600);
      }
      expect(client.breaker?.state).toBe('open');
      const requestsWhenOpened = shop.requests;

      const started = performance.now();
      await expect(client.searchProducts(PRODUCT_SEARCH_LIMIT)).rejects.toBeInstanceOf(ShopUnavailableError);
      await expect(client.loadCart('gid://shopify/Cart/1')).rejects.toThrow(/failed several reads in a row/);
      expect(performance.now() - started).toBeLessThan(50);
      expect(shop.requests).toBe(requestsWhenOpened);

      // A probe is due: it runs in the background with the background limit (1 s), while the read fails at once.
      shop.answering = true;
      clock.now += 5_000;
      await expect(client.searchProducts(PRODUCT_SEARCH_LIMIT)).rejects.toBeInstanceOf(ShopUnavailableError);
      await client.breaker?.settled();
      expect(shop.requests).toBe(requestsWhenOpened + 1);
      expect(client.breaker?.state).toBe('closed');
      expect((await client.searchProducts(PRODUCT_SEARCH_LIMIT)).length).toBeGreaterThan(0);
    },
  );

  it('a shop that answers with a refusal (a bad token) is not an outage: the breaker stays closed', async () => {
    const server = createServer((request, response) =>
      request.resume().on('end', () => response.writeHead(401).end('{"errors":[{"message":"Unauthorized"}]}')),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closeShop = () => new Promise<void>((resolve) => server.close(() => resolve()));
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/2026-04/graphql.json`;
    const client = new StorefrontClient({ endpoint, publicStorefrontToken: 'token', timeoutMs: 1_000, breaker: {} });
    for (let i = 0; i < 4; i += 1) await expect(client.searchProducts(PRODUCT_SEARCH_LIMIT)).rejects.toBeInstanceOf(ShopRequestError);
    expect(client.breaker?.state).toBe('closed');
  });
});
