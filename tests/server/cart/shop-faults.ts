// The ways a Storefront API can fail, as nock answers for one call to the shop's GraphQL endpoint.
import nock from 'nock';

export const SHOP_ORIGIN = 'https://shop.test';
export const SHOP_ENDPOINT = `${SHOP_ORIGIN}/api/2026-04/graphql.json`;
/** Each fault below fails a call within this client timeout. */
export const SHOP_TIMEOUT_MS = 100;

type Fault = (interceptor: nock.Interceptor) => nock.Scope;

export const SHOP_FAULTS: Record<string, Fault> = {
  'HTTP 500': (interceptor) => interceptor.reply(500, 'Internal Server Error'),
  'HTTP 503': (interceptor) => interceptor.reply(503, { errors: [{ message: 'Service Unavailable' }] }),
  'HTTP 429': (interceptor) => interceptor.reply(429, { errors: [{ message: 'Throttled' }] }),
  'a throttled GraphQL answer': (interceptor) => interceptor.reply(200, { errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] }),
  'a timeout': (interceptor) => interceptor.delay(SHOP_TIMEOUT_MS * 4).reply(200, { data: {} }),
  'a refused connection': (interceptor) => interceptor.replyWithError({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' }),
  'an HTML error page with 200': (interceptor) => interceptor.reply(200, '<html><body>Bad gateway</body></html>', { 'Content-Type': 'text/html' }),
};

/** Every call to the shop fails with `fault` until nock is cleaned. */
export function failShop(fault: Fault): nock.Scope {
  return fault(nock(SHOP_ORIGIN).post('/api/2026-04/graphql.json')).persist();
}
