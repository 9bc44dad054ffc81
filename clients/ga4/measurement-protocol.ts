// Google Analytics 4's Measurement Protocol: events posted from a server to /mp/collect with the web stream's
// measurement id and an API secret in the query, one browser (client_id) and one consent state per request.
// Google answers 2xx to whatever it receives, even events it will discard, so the payload's limits are kept by
// the caller (GA4_LIMITS); the validation server (/debug/mp/collect, same body) says what it would discard.
// https://developers.google.com/analytics/devguides/collection/protocol/ga4/sending-events

export const GA4_ORIGIN = 'https://www.google-analytics.com';
export const GA4_COLLECT_PATH = '/mp/collect';

/** The documented limits of one request; what exceeds them is dropped by Google without a word. */
export const GA4_LIMITS = {
  eventsPerRequest: 25,
  paramsPerEvent: 25,
  /** Event and parameter names: a letter, then letters, digits and underscores. */
  nameLength: 40,
  /** A string parameter's value (standard properties). */
  paramValueLength: 100,
  itemsPerEvent: 200,
  requestBytes: 130_000,
} as const;

export const GA4_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
/** Prefixes Google keeps for itself, in event and parameter names. */
export const GA4_RESERVED_PREFIXES = ['_', 'firebase_', 'ga_', 'google_', 'gtag.'] as const;

export type Ga4ConsentValue = 'GRANTED' | 'DENIED';
export type Ga4Item = { item_id: string; quantity?: number };
export type Ga4Params = Record<string, string | number | Ga4Item[]>;
export type Ga4Event = { name: string; params: Ga4Params; timestamp_micros?: number };
export type Ga4Request = {
  client_id: string;
  consent: { ad_user_data: Ga4ConsentValue; ad_personalization: Ga4ConsentValue };
  events: Ga4Event[];
};

export type Ga4Credentials = { measurementId: string; apiSecret: string };

export class Ga4SendError extends Error {
  override name = 'Ga4SendError';
  constructor(
    readonly status: number | null,
    detail: string,
  ) {
    super(`GA4 did not take the events: ${detail}`);
  }
}

const collectUrl = (path: string, { measurementId, apiSecret }: Ga4Credentials) =>
  `${GA4_ORIGIN}${path}?measurement_id=${encodeURIComponent(measurementId)}&api_secret=${encodeURIComponent(apiSecret)}`;

/** Sends one request's events; resolves once Google has answered 2xx. */
export async function sendGa4Events(credentials: Ga4Credentials, body: Ga4Request, timeoutMs: number): Promise<void> {
  let response: Response;
  try {
    response = await fetch(collectUrl(GA4_COLLECT_PATH, credentials), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    // The message names only what went wrong: the URL holds the API secret, the body a browser's id.
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new Ga4SendError(null, timedOut ? `no answer within ${timeoutMs} ms` : 'the connection failed');
  }
  await response.body?.cancel();
  if (!response.ok) throw new Ga4SendError(response.status, `HTTP ${response.status}`);
}
