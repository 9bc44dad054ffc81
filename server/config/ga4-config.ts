// GA4, optional: the Measurement Protocol from the server (server/analytics/ga4-forwarder.ts), on when both
// GA4_MEASUREMENT_ID and GA4_API_SECRET are set, off when neither is; one alone is an error naming the other.
import * as v from 'valibot';
import type { Ga4Credentials } from '../../clients/ga4/measurement-protocol.ts';
import { ConfigurationError } from './configuration-error.ts';
import { type Env, parseVariable, secretOfAtLeast, type VariableSchema, variableText } from './variables.ts';

export type Ga4Config = Ga4Credentials & {
  /** The site's public origin (SITE_URL), which GA4's page_location is made from. */
  pageOrigin: string;
};

/** A web stream's measurement id (Admin › Data streams › the stream), never its numeric stream id. */
const measurementId: VariableSchema<string> = v.pipe(
  v.string(),
  v.regex(/^G-[A-Z0-9]{4,20}$/, "must be a web stream's measurement id such as G-1A2B3C4D5E (not the stream id)"),
);
/** Google's API secrets are about 22 characters; a much shorter value is a copying mistake. */
const MIN_API_SECRET_LENGTH = 8;

export function ga4ConfigFrom(env: Env, { pageOrigin }: { pageOrigin: string }): Ga4Config | null {
  const id = variableText(env, 'GA4_MEASUREMENT_ID');
  const secret = variableText(env, 'GA4_API_SECRET');
  if (id === null && secret === null) return null;
  if (secret === null) throw new ConfigurationError('GA4 is only partly configured; missing: GA4_API_SECRET');
  if (id === null) throw new ConfigurationError('GA4 is only partly configured; missing: GA4_MEASUREMENT_ID');
  return {
    measurementId: parseVariable('GA4_MEASUREMENT_ID', id, measurementId),
    apiSecret: parseVariable('GA4_API_SECRET', secret, secretOfAtLeast(MIN_API_SECRET_LENGTH), { quoteValue: false }),
    pageOrigin,
  };
}
