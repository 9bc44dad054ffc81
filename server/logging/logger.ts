// Structured logs with pino: one JSON object per line, information on stdout and warnings and errors on stderr,
// so a log shipper can index fields. Written asynchronously (a line never waits for the disk or the pipe) and
// flushed when the process exits. Each line: time, level, event, the fields given, the request id, trace id and
// span id when written during a request (request-context.ts), with secrets and personal data redacted
// (log-redaction.ts).
import { pino, type DestinationStream, type Logger } from 'pino';
import * as v from 'valibot';
import { oneOf, parseVariable } from '../config/variables.ts';
import { scrubFields, scrubText } from './log-redaction.ts';
import { logContextFields } from './request-context.ts';

type Level = 'debug' | 'info' | 'warn' | 'error';
export type LogLevel = Level | 'silent';
const LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];
export const DEFAULT_LOG_LEVEL: LogLevel = 'info';

/** LOG_LEVEL's value as a level (any case), the default when unset; a misspelt level stops the start like any variable. */
export function logLevelFrom(raw: string | null): LogLevel {
  return raw === null ? DEFAULT_LOG_LEVEL : parseVariable('LOG_LEVEL', raw, v.pipe(v.string(), v.toLowerCase(), oneOf(LEVELS)));
}

/** Where lines go: `out` takes debug and info, `err` warnings and errors. */
export type LogStreams = { out: DestinationStream; err: DestinationStream };

function processStreams(): LogStreams & { flush: () => void } {
  const out = pino.destination({ dest: 1, sync: false });
  const err = pino.destination({ dest: 2, sync: false });
  return { out, err, flush: () => [out, err].forEach((stream) => stream.flushSync()) };
}

function buildLogger({ out, err }: LogStreams, level: LogLevel): Logger {
  return pino(
    {
      level,
      base: undefined,
      messageKey: 'event',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }), log: (fields) => scrubFields(fields) as Record<string, unknown> },
      mixin: logContextFields,
    },
    // dedupe: a line goes to the highest stream its level reaches, so a warning is written once, on stderr.
    pino.multistream(
      [
        { level: 'debug', stream: out },
        { level: 'warn', stream: err },
      ],
      { dedupe: true },
    ),
  );
}

// Created on first use, not at import: tests and tools that never log open no file descriptors.
let streams: (LogStreams & { flush?: () => void }) | null = null;
let logger: Logger | null = null;
// The level comes from the configuration (server.ts sets it once at start); tests change it with setLogLevel.
let level: LogLevel = DEFAULT_LOG_LEVEL;

function current(): Logger {
  if (!logger) {
    streams ??= processStreams();
    logger = buildLogger(streams, level);
  }
  return logger;
}

export function setLogLevel(next: LogLevel): void {
  level = next;
  if (logger) logger.level = next;
}

/** Sends lines to `next` from now on (tests: through process.stdout/stderr.write, so a spy sees each line at once). */
export function setLogStreams(next: LogStreams): void {
  streams = next;
  logger = null;
}

/** Writes out every line still buffered (at shutdown, before exiting; an exit flushes too). */
export function flushLogs(): void {
  streams?.flush?.();
}

function write(at: Level, event: string, fields: Record<string, unknown>): void {
  const target = current();
  // The level test first: a debug line costs nothing in production.
  if (!target.isLevelEnabled(at)) return;
  target[at](fields, scrubText(event));
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
