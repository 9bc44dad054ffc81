// What a demo backend answers when something inside it fails (a database away, a broken file): a code and a human
// message, as the real services do, and never the detail (a database address, an absolute path), which goes to the
// log only. The site passes its own logger; a demo backend run on its own writes one JSON line on stderr.

/** Logs one failure as one structured line: an event name and its fields. */
export type InternalErrorLog = (event: string, fields: Record<string, unknown>) => void;

export const stderrErrorLog: InternalErrorLog = (event, fields) => {
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'error', event, ...fields })}\n`);
};

/** The error's own message and its cause's, for the log. */
export function errorDetail(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
}
