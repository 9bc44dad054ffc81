// A batch of analytics events as the browser sends it to the site (`sendBeacon`, or `fetch` with `keepalive`):
// `{"events": [...]}` as JSON, at most MAX_BATCH_EVENTS events and MAX_BATCH_BYTES bytes. The server refuses a
// whole batch when any event breaks the schema (event-schema.ts), saying which event, which field and why.
import type { Field } from './event-fields.ts';
import { MAX_BATCH_BYTES, MAX_BATCH_EVENTS } from './event-limits.ts';
import { type AnalyticsEvent, CAMPAIGN_FIELDS, CONSENT_FIELDS, ENVELOPE_FIELDS, EVENT_FIELDS, EVENT_NAMES, isEventName } from './event-schema.ts';

export { EVENTS_PATH, MAX_BATCH_BYTES, MAX_BATCH_EVENTS } from './event-limits.ts';
/** At most this many problems are named in a refusal: enough to fix a sender, short enough to read. */
const MAX_REASONS = 5;

/** `overLimit`: refused for its size (too many events or bytes), not for what it holds. */
export type BatchCheck = { ok: true; events: AnalyticsEvent[] } | { ok: false; reasons: string[]; overLimit?: true };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
};

/** The problems of `value`'s fields against `fields`: each missing, unknown or wrongly typed one, named under `at`. */
function fieldProblems(value: Record<string, unknown>, fields: Record<string, Field<unknown>>, at: string, known: readonly string[] = []): string[] {
  const problems: string[] = [];
  for (const [name, rule] of Object.entries(fields)) {
    const present = Object.hasOwn(value, name) && value[name] !== undefined;
    if (!present) {
      if (!rule.optional) problems.push(`${at}.${name} is missing (${rule.accepts})`);
    } else if (!rule.check(value[name])) problems.push(`${at}.${name} must be ${rule.accepts}, got ${shown(value[name])}`);
  }
  for (const name of Object.keys(value)) {
    if (!Object.hasOwn(fields, name) && !known.includes(name)) problems.push(`${at}.${name} is not a field of this event`);
  }
  return problems;
}

function objectProblems(value: unknown, fields: Record<string, Field<unknown>>, at: string): string[] {
  return isObject(value) ? fieldProblems(value, fields, at) : [`${at} must be an object, got ${shown(value)}`];
}

/** The problems of one event; none means it fits the schema. */
export function eventProblems(event: unknown, at = 'event'): string[] {
  if (!isObject(event)) return [`${at} must be an object, got ${shown(event)}`];
  if (!isEventName(event.name)) return [`${at}.name ${shown(event.name)} is not a known event (${EVENT_NAMES.join(', ')})`];
  const own = { ...ENVELOPE_FIELDS, ...EVENT_FIELDS[event.name] } as Record<string, Field<unknown>>;
  // A browser id may exist only where the visitor allowed analytics: one sent without it is a sender's mistake.
  const idWithoutConsent =
    event.clientId !== undefined && isObject(event.consent) && event.consent.analytics !== true
      ? [`${at}.clientId may only be sent with analytics consent (consent.analytics: true)`]
      : [];
  return [
    ...fieldProblems(event, own, at, ['name', 'campaign', 'consent']),
    ...objectProblems(event.campaign, CAMPAIGN_FIELDS, `${at}.campaign`),
    ...objectProblems(event.consent, CONSENT_FIELDS, `${at}.consent`),
    ...idWithoutConsent,
  ];
}

/** Checks a parsed batch body; `bytes` is its size as received. */
export function checkBatch(body: unknown, bytes: number): BatchCheck {
  if (bytes > MAX_BATCH_BYTES) return { ok: false, overLimit: true, reasons: [`the batch is ${bytes} bytes; at most ${MAX_BATCH_BYTES} are taken`] };
  if (!isObject(body) || !Array.isArray(body.events)) return { ok: false, reasons: ['the body must be a JSON object {"events": [...]}'] };
  const extra = Object.keys(body).filter((key) => key !== 'events');
  if (extra.length > 0) return { ok: false, reasons: [`the batch has fields besides "events": ${extra.join(', ')}`] };
  const events: unknown[] = body.events;
  if (events.length === 0) return { ok: false, reasons: ['the batch holds no events'] };
  if (events.length > MAX_BATCH_EVENTS)
    return { ok: false, overLimit: true, reasons: [`the batch holds ${events.length} events; at most ${MAX_BATCH_EVENTS} are taken`] };
  const reasons = events.flatMap((event, index) => eventProblems(event, `events[${index}]`));
  if (reasons.length > 0) return { ok: false, reasons: reasons.slice(0, MAX_REASONS) };
  return { ok: true, events: events as AnalyticsEvent[] };
}

/** The body the browser sends: what `checkBatch` takes. */
export const batchBody = (events: readonly AnalyticsEvent[]): string => JSON.stringify({ events });
