// Captures the log lines a test provokes (parsed), at the level it asks for; release() puts the quiet setup back.
import { type LogLevel, setLogLevel, setLogStreams } from '../../../server/logging/logger.ts';

export function captureLogs(level: LogLevel = 'debug') {
  const lines: Record<string, unknown>[] = [];
  const into = (stream: 'out' | 'err') => ({ write: (line: string) => void lines.push({ ...(JSON.parse(line) as Record<string, unknown>), stream }) });
  setLogStreams({ out: into('out'), err: into('err') });
  setLogLevel(level);
  return {
    lines,
    release: () => {
      setLogLevel('silent');
      setLogStreams({ out: { write: (line: string) => process.stdout.write(line) }, err: { write: (line: string) => process.stderr.write(line) } });
    },
  };
}
