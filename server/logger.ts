// Structured logs: one JSON object per line on stdout (errors on stderr), so a log shipper can index fields.
type Level = 'debug' | 'info' | 'warn' | 'error';
const LEVELS: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

// LOG_LEVEL is read once at start (process.env is slow to read, and every request logs); tests change it
// with setLogLevel.
let minimum = levelValue(process.env.LOG_LEVEL);

function levelValue(level: string | undefined): number {
  return LEVELS[(level ?? 'info') as Level | 'silent'] ?? LEVELS.info;
}

export function setLogLevel(level: Level | 'silent'): void {
  minimum = levelValue(level);
}

const threshold = () => minimum;

function write(level: Level, event: string, fields: Record<string, unknown>) {
  if (LEVELS[level] < threshold()) return;
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
