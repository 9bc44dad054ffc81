// The answer to a request whose handler failed unexpectedly: a code and a human message, never the detail (a
// database address, a file path, a stack), which goes to the log as one structured line.
import type { Context } from 'hono';
import { errorMessage, log } from '../logging/logger.ts';

export const UNHANDLED_ERROR = { code: 'internal_error', message: 'Sorry, something went wrong on our side. Please try again in a moment.' } as const;

export function answerUnhandledError(error: Error, c: Context): Response {
  log.error('http.unhandled_error', { method: c.req.method, path: c.req.path, error: errorMessage(error) });
  const headers = { 'Cache-Control': 'no-store' };
  if (c.req.path.startsWith('/api/')) return c.json(UNHANDLED_ERROR, 500, headers);
  return c.text(UNHANDLED_ERROR.message, 500, headers);
}
