// Where the site's Prometheus metrics are served, read from METRICS_PORT, METRICS_HOST and METRICS_TOKEN. With
// neither a port nor a token there are no metrics at all (nothing is counted: bench:load measures the cost that way).
// The public port never shows them to someone without the token: /metrics there answers 404.
import { ConfigurationError } from '../config/configuration-error.ts';

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

type Env = Record<string, string | undefined>;

const value = (env: Env, name: string) => env[name]?.trim() || null;

export function metricsConfigFrom(env: Env): MetricsConfig {
  const rawPort = value(env, 'METRICS_PORT');
  const host = value(env, 'METRICS_HOST');
  const token = value(env, 'METRICS_TOKEN');
  let port: number | null = null;
  if (rawPort !== null) {
    port = Number(rawPort);
    if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new ConfigurationError(`METRICS_PORT must be a port number from 1 to 65535, got "${rawPort}"`);
    if (rawPort === (value(env, 'PORT') ?? '3000')) throw new ConfigurationError('METRICS_PORT must differ from PORT: metrics are served apart from the public site');
  }
  if (host !== null && port === null) throw new ConfigurationError('METRICS_HOST names where METRICS_PORT listens: set METRICS_PORT too');
  if (token !== null && token.length < MIN_METRICS_TOKEN_LENGTH) throw new ConfigurationError(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters`);
  return { port, host: host ?? '127.0.0.1', token };
}

/** Metrics are collected only when someone can read them. */
export const metricsEnabled = (config: MetricsConfig) => config.port !== null || config.token !== null;
