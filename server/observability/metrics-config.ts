// Where the site's Prometheus metrics are served, read from METRICS_PORT, METRICS_HOST and METRICS_TOKEN. With
// neither a port nor a token there are no metrics at all (nothing is counted: bench:load measures the cost that way).
// The public port never shows them to someone without the token: /metrics there answers 404.
import { ConfigurationError } from '../config/configuration-error.ts';
import { readVariable, secretOfAtLeast, variableText, wholeNumberWithin, type Env } from '../config/variables.ts';

export type MetricsConfig = {
  /** A second listener serving only /metrics (METRICS_PORT); null: none. */
  port: number | null;
  /** Its address (METRICS_HOST): loopback unless the private network is named. */
  host: string;
  /** A bearer token (METRICS_TOKEN) that /metrics then asks for, on the public port and the metrics port alike. */
  token: string | null;
};

/** Shorter tokens can be guessed by anyone who can reach the public port. */
export const MIN_METRICS_TOKEN_LENGTH = 16;

export function metricsConfigFrom(env: Env): MetricsConfig {
  const port = readVariable(env, 'METRICS_PORT', wholeNumberWithin(1, 65_535), null);
  const host = variableText(env, 'METRICS_HOST');
  const token = readVariable(env, 'METRICS_TOKEN', secretOfAtLeast(MIN_METRICS_TOKEN_LENGTH), null, { quoteValue: false });
  if (port !== null && port === Number(variableText(env, 'PORT') ?? '3000'))
    throw new ConfigurationError('METRICS_PORT must differ from PORT: metrics are served apart from the public site');
  if (host !== null && port === null) throw new ConfigurationError('METRICS_HOST names where METRICS_PORT listens: set METRICS_PORT too');
  return { port, host: host ?? '127.0.0.1', token };
}

/** Metrics are collected only when someone can read them. */
export const metricsEnabled = (config: MetricsConfig) => config.port !== null || config.token !== null;
