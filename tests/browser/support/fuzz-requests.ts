// Deterministic hostile requests for the fuzz test: a seeded PRNG picks paths (traversal, encodings, unicode,
// very long, protocol-relative), query strings, odd headers and form/cart bodies. Same seed, same requests.

export type FuzzRequest = { method: string; path: string; headers: Record<string, string>; body?: Buffer };

/** mulberry32: small, fast, and the same sequence on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const chance = (random: Random, p: number) => random() < p;
const repeat = (random: Random, text: string, max: number) => text.repeat(1 + Math.floor(random() * max));

/** Header values travel as bytes: non-Latin-1 text is sent as its raw UTF-8 bytes, as a hostile client would. */
const asHeaderBytes = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

const SEGMENTS = [
  '',
  'buy',
  'BUY',
  'products',
  'blog',
  'faqs',
  'contact',
  'account',
  'how-it-works',
  'measure-up',
  'home',
  'Home',
  '404',
  'api',
  'api/cart',
  'api/forms',
  'api/revalidate',
  'checkout',
  'checkout/variant',
  'demo',
  'demo/cms',
  'demo/cms/api/pages',
  'demo/cms/uploads',
  'demo/shop/api/2026-04/graphql.json',
  'demo/shop/cart',
  'assets',
  'assets/x.js',
  'favicon.ico',
  'robots.txt',
  'sitemap.xml',
  'manifest.webmanifest',
  'healthz',
  'collections/all',
  'collections/gift-cards',
  'products/premium-king',
  'pages/new-mattress',
  'en',
  'en-au',
  'EN',
  'fr',
  'index.pageContext.json',
  '_data',
  'blog/page/2',
  '..',
  '...',
  '%2e%2e',
  '%2E%2E%2F',
  '..%2f..%2fetc%2fpasswd',
  '%252e%252e',
  '..\\..\\windows',
  '.%00.',
  '%00',
  '%ff',
  '%c0%af',
  '%e2%80%ae',
  '%',
  '%zz',
  '%%32%65',
  ';',
  ';jsessionid=1',
  '?',
  '#',
  '~',
  '@evil.com',
  'evil.com',
  '%2F%2Fevil.com',
  '%5C%5Cevil.com',
  'javascript:alert(1)',
  encodeURIComponent('日本語'),
  encodeURIComponent('ñandú'),
  encodeURIComponent('🛏️'),
  encodeURIComponent('ＡＢＣ'),
  encodeURIComponent('\u202e'),
  'gid://shopify/Cart/abc',
  encodeURIComponent('gid://shopify/CartLine/1?cart=x'),
];

const PATH_PREFIXES = ['/', '/', '/', '//', '//evil.com/', '/\\evil.com/', '/%2F/evil.com/', '/./', '/../', '/en/', '/en-au/', '/%09/evil.com/', '///'];

function randomPath(random: Random): string {
  const segments = Array.from({ length: Math.floor(random() * 4) }, () => pick(random, SEGMENTS));
  let path = pick(random, PATH_PREFIXES) + segments.join('/');
  if (chance(random, 0.15)) path += '/';
  if (chance(random, 0.08)) path += `/${repeat(random, pick(random, ['a', '%41', '../', 'é'.normalize('NFD'), '-']), 3000)}`;
  if (chance(random, 0.5)) path += `?${randomQuery(random)}`;
  // Anything outside printable ASCII is percent-encoded (a raw request line cannot carry it).
  return path.replace(/[^\x21-\x7e]/g, (char) => encodeURIComponent(char));
}

const QUERY_KEYS = [
  'page',
  'category',
  'version',
  'step',
  'size',
  'depth',
  'colour',
  'form',
  'result',
  '_returnTo',
  'returnTo',
  'next',
  'redirect',
  'q',
  'a[]',
  'a[b]',
  '__proto__',
  'constructor',
];
const QUERY_VALUES = [
  '1',
  '0',
  '-1',
  '99999999999999999999',
  'NaN',
  'Infinity',
  '1e308',
  '2.5',
  'premium',
  'classic',
  'king',
  'care-guide',
  'sent',
  'failed',
  'contact',
  '//evil.com',
  'https://evil.com',
  '/\\evil.com',
  '%2F%2Fevil.com',
  '<script>alert(1)</script>',
  '"\'',
  '%',
  '%00',
  '',
  '[]',
  '{}',
  'true',
  'null',
];

function randomQuery(random: Random): string {
  return Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
    const value = chance(random, 0.05) ? repeat(random, 'x', 4000) : pick(random, QUERY_VALUES);
    return `${encodeURIComponent(pick(random, QUERY_KEYS))}=${chance(random, 0.5) ? encodeURIComponent(value) : value}`;
  }).join(pick(random, ['&', '&', ';', '&&']));
}

const ACCEPT_LANGUAGES = [
  'en-AU,en;q=0.9',
  '*',
  '*;q=abc',
  'xx-YY-zz',
  'en;q=1.5',
  ',,,,',
  ';;;',
  'zh-Hant-TW',
  'de-DE-1996',
  'ja',
  'a'.repeat(3000),
  '日本語',
  'en-AU;q=-1',
  'i-klingon',
  '',
];
const COOKIES = [
  'lt_cart=gid%3A%2F%2Fshopify%2FCart%2Fabc%3Fkey%3Ddef',
  'lt_cart=garbage',
  'lt_cart=%',
  'lt_cart=' + 'a'.repeat(3000),
  'lt_session=x',
  'lt_session=%E0%A4%A',
  'lt_token=t',
  'lt_locale=fr',
  'lt_locale=..%2F..',
  '=;=;=',
  ';',
  'a=b; a=c; a=d',
  'lt_cart="quoted"',
  '🍪=🍪',
  '__proto__=1',
  'constructor=1',
  '',
];
const ORIGIN_KINDS = ['site', 'site', 'site', 'evil', 'null', 'none', 'weird'] as const;
const HOSTS = ['evil.com', 'localhost', '127.0.0.1:1', '[::1]', 'a'.repeat(300), 'evil.com:443@x', '', 'xn--80ak6aa92e.com'];

function randomHeaders(random: Random, siteOrigin: string, writing: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  if (chance(random, 0.5)) headers['Accept-Language'] = pick(random, ACCEPT_LANGUAGES);
  if (chance(random, 0.5)) headers.Cookie = Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(random, COOKIES)).join('; ');
  if (chance(random, 0.2)) headers.Host = pick(random, HOSTS);
  if (chance(random, 0.3)) headers.Accept = pick(random, ['text/html', 'application/json', '*/*', 'image/webp', '', 'text/x-unknown;q=abc']);
  if (chance(random, 0.2)) headers['Accept-Encoding'] = pick(random, ['br', 'gzip', 'deflate', 'zstd', 'identity;q=0', '*;q=0', 'br;q=abc']);
  if (chance(random, 0.15)) headers['If-None-Match'] = pick(random, ['*', '"x"', 'W/"x"', '"', 'a'.repeat(2000)]);
  if (chance(random, 0.1)) headers['X-Forwarded-Host'] = 'evil.com';
  if (chance(random, 0.1)) headers['X-Forwarded-Proto'] = pick(random, ['https', 'gopher']);
  if (chance(random, 0.05)) headers['X-Huge'] = 'h'.repeat(20_000); // beyond the server's header limit: a 431, never a 5xx
  if (writing) {
    const origin = pick(random, ORIGIN_KINDS);
    if (origin === 'site') headers.Origin = siteOrigin;
    else if (origin === 'evil') headers.Origin = 'https://evil.com';
    else if (origin === 'null') headers.Origin = 'null';
    else if (origin === 'weird') headers.Origin = pick(random, ['http://127.0.0.1', `${siteOrigin}.evil.com`, siteOrigin.toUpperCase(), '日本']);
  }
  for (const name of Object.keys(headers)) headers[name] = asHeaderBytes(headers[name]!);
  return headers;
}

const WRITE_TARGETS = [
  ['POST', '/api/forms/contact'],
  ['POST', '/api/forms/subscribe'],
  ['POST', '/api/forms/soldOut'],
  ['POST', '/api/forms/newsletter'],
  ['POST', '/api/forms/'],
  ['POST', '/api/cart/lines'],
  ['PATCH', '/api/cart/lines/gid%3A%2F%2Fshopify%2FCartLine%2F1'],
  ['PATCH', '/api/cart/lines/%'],
  ['DELETE', '/api/cart/lines/x'],
  ['PUT', '/api/cart/discount'],
  ['DELETE', '/api/cart/discount'],
  ['POST', '/api/revalidate'],
  ['POST', '/demo/cms/api/ezforms/submit'],
  ['POST', '/demo/shop/api/2026-04/graphql.json'],
  ['POST', '/'],
  ['PUT', '/buy'],
  ['OPTIONS', '/api/cart'],
  ['HEAD', '/'],
  ['TRACE', '/'],
] as const;

const FIELD_VALUES: (() => unknown)[] = [
  () => 'ana@example.com',
  () => '+61412345678',
  () => 'Hello',
  () => '',
  () => ' ',
  () => 'a'.repeat(20_000),
  () => 'ana@',
  () => '日本語🛏️\u0000',
  () => 1,
  () => -1,
  () => 1e308,
  () => 0.5,
  () => true,
  () => null,
  () => [],
  () => ['a'],
  () => ({}),
  () => ({ $ne: 1 }),
  () => 'gid://shopify/ProductVariant/4101331',
  () => '4101331',
  () => 'gid://shopify/ProductVariant/99999999999999999999',
  () => '//evil.com',
  () => 'WELCOME10',
];
const FIELD_NAMES = [
  'email',
  'mobile',
  'message',
  'product',
  'variantId',
  'quantity',
  'code',
  '_returnTo',
  'formType',
  'submissionId',
  '__proto__',
  'constructor',
  'query',
  'formData',
];

function randomFields(random: Random): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (let index = Math.floor(random() * 5); index > 0; index -= 1) fields[pick(random, FIELD_NAMES)] = pick(random, FIELD_VALUES)();
  return fields;
}

const MALFORMED_JSON = [
  '{',
  '{"email":',
  '[',
  'null',
  '"string"',
  '123',
  '{"a":1}}',
  '\u0000',
  '{"email":"a@b.co",}',
  '{"__proto__":{"polluted":1}}',
  '{"a":' + '['.repeat(5000),
];

function randomBody(random: Random): { contentType: string | null; body: Buffer } {
  const kind = pick(random, ['json', 'json', 'json', 'malformed', 'form', 'multipart', 'text', 'none', 'huge']);
  switch (kind) {
    case 'json':
      return {
        contentType: pick(random, ['application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/json; charset=latin1']),
        body: Buffer.from(JSON.stringify(randomFields(random))),
      };
    case 'malformed':
      return { contentType: 'application/json', body: Buffer.from(pick(random, MALFORMED_JSON)) };
    case 'form': {
      const fields = Object.entries(randomFields(random)).map(([key, value]) => [key, String(value)]);
      return {
        contentType: 'application/x-www-form-urlencoded',
        body: Buffer.from(new URLSearchParams(fields).toString() + pick(random, ['', '&%', '&a=%zz', '&=&='])),
      };
    }
    case 'multipart':
      return {
        contentType: pick(random, ['multipart/form-data', 'multipart/form-data; boundary=x']),
        body: Buffer.from('--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nana@example.com\r\n--x'),
      };
    case 'text':
      return { contentType: pick(random, ['text/plain', 'application/xml', 'application/octet-stream']), body: Buffer.from('<a>hello</a>') };
    case 'huge':
      return { contentType: 'application/json', body: Buffer.from(JSON.stringify({ email: 'ana@example.com', message: 'x'.repeat(40_000) })) };
    default:
      return { contentType: null, body: Buffer.alloc(0) };
  }
}

/** One request: mostly page and asset GETs, a third writes to the site's API with odd bodies. */
export function fuzzRequest(random: Random, siteOrigin: string): FuzzRequest {
  if (chance(random, 0.35)) {
    const [method, target] = pick(random, WRITE_TARGETS);
    const headers = randomHeaders(random, siteOrigin, true);
    const { contentType, body } = randomBody(random);
    if (contentType) headers['Content-Type'] = contentType;
    const path = chance(random, 0.2) ? `${target}?${randomQuery(random)}` : target;
    return { method, path, headers, body: method === 'HEAD' || method === 'OPTIONS' || method === 'TRACE' ? undefined : body };
  }
  return { method: pick(random, ['GET', 'GET', 'GET', 'HEAD']), path: randomPath(random), headers: randomHeaders(random, siteOrigin, false) };
}
