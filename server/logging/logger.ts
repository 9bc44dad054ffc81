// Structured logs: one JSON object per line on stdout (errors on stderr), so a log shipper can index fields.
import { ConfigurationError } from '../config/configuration-error.ts';

type Level = 'debug' | 'info' | 'warn' | 'error';
export type LogLevel = Level | 'silent';
const LEVELS: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };
export const DEFAULT_LOG_LEVEL: LogLevel = 'info';

// The level comes from the configuration (server.ts sets it once at start); tests change it with setLogLevel.
let minimum = LEVELS[DEFAULT_LOG_LEVEL];

/** LOG_LEVEL's value as a level (any case), the default when unset; a misspelt level stops the start like any variable. */
export function logLevelFrom(raw: string | null): LogLevel {
  if (raw === null) return DEFAULT_LOG_LEVEL;
  const level = raw.toLowerCase();
  if (!Object.hasOwn(LEVELS, level)) throw new ConfigurationError(`LOG_LEVEL must be one of ${Object.keys(LEVELS).join(', ')}, got "${raw}"`);
  return level as LogLevel;
}

export function setLogLevel(level: LogLevel): void {
  minimum = LEVELS[level];
}

function write(level: Level, event: string, fields: Record<string, unknown>) {
  if (LEVELS[level] < minimum) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

export const log = {
  debug: (event: string, fields: Record<string, unknown> = {}) => write('debug', event, fields),
  info: (event: string, fields: Record<string, unknown> = {}) => write('info', event, fields),
  warn: (event: string, fields: Record<string, unknown> = {}) => write('warn', event, fields),
  error: (event: string, fields: Record<string, unknown> = {}) => write('error', event, fields),
};

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
  return String(error);
}
