// What never reaches a log line: secrets, tokens, cookies and credentials by field name, at any depth (headers
// included), and shoppers' e-mail addresses and phone numbers wherever they turn up in a value: an error message
// quoting a refused form field, a return path with a query, a field a later change adds. One walk over the
// line's fields does both: pino's own `redact` with wildcard paths cost about six times a whole line's writing.

export const REDACTED = '[redacted]';

/** Field names whose value is a secret or personal whatever it holds (compared in lower case), at any depth. */
const SECRET_FIELDS = new Set(
  [
    'authorization',
    'proxy-authorization',
    'cookie',
    'cookies',
    'set-cookie',
    'token',
    'accessToken',
    'refreshToken',
    'secret',
    'password',
    'apiKey',
    'x-api-key',
    'privateStorefrontToken',
    'publicStorefrontToken',
    'x-shopify-storefront-access-token',
    'shopify-storefront-private-token',
    'revalidateSecret',
    'x-revalidate-secret',
    'email',
    'phone',
    'mobile',
    'formData',
  ].map((field) => field.toLowerCase()),
);

/** Whether a field of this name is written as [redacted] whatever its value. */
export function isSecretField(name: string): boolean {
  return SECRET_FIELDS.has(name.toLowerCase());
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// A phone number as people write one: an international +…, a leading 0, or a grouped (555) 123-4567; 9 to 15
// digits. Plain runs of digits (ids, timestamps, byte counts) and ISO dates are left alone.
const PHONE = /(?<![\w+])(?:\+\d[\d ().-]{7,}\d|0\d[\d ().-]{7,}\d|\(\d{2,4}\)[\d .-]{6,}\d)(?!\w)/g;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
const SECRET_QUERY = /([?&;](?:token|access_token|secret|password|key|signature|code|email|phone)=)[^&\s"#]+/gi;

function digitCount(text: string): number {
  let count = 0;
  for (const char of text) if (char >= '0' && char <= '9') count += 1;
  return count;
}

/** `text` with e-mail addresses, phone numbers, bearer credentials and secret query parameters replaced. */
export function scrubText(text: string): string {
  // Most values hold none of these: one cheap test first keeps the common line fast.
  if (!/[@\d]|bearer|basic|=/i.test(text)) return text;
  return text
    .replace(EMAIL, REDACTED)
    .replace(PHONE, (match) => {
      const digits = digitCount(match);
      return digits >= 9 && digits <= 15 ? REDACTED : match;
    })
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(SECRET_QUERY, `$1${REDACTED}`);
}

/**
 * A copy of a log line's fields with secret fields redacted and every string scrubbed (objects and arrays followed
 * a few levels down; deeper than that, an object is left out rather than written unchecked).
 */
export function scrubFields(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 4) return '[too deep]';
  if (Array.isArray(value)) return value.map((item) => scrubFields(item, depth + 1));
  if (value instanceof Error) return scrubText(value.message);
  const entries = value instanceof Headers ? [...value] : Object.entries(value);
  const copy: Record<string, unknown> = {};
  for (const [key, item] of entries) copy[key] = isSecretField(key) ? REDACTED : scrubFields(item, depth + 1);
  return copy;
}
