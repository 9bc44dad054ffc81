// Unit tests run without logs (the server sets its level from LOG_LEVEL at start; tests are not the server).
// A test that checks what is logged raises the level itself and sets it back to silent afterwards. Lines go
// through process.stdout/stderr.write, looked up at each line, so a test's spy on them sees each line at once
// (the server's own destination writes asynchronously, straight to the file descriptors).
import { setLogLevel, setLogStreams } from '../server/logging/logger.ts';

setLogStreams({ out: { write: (line: string) => process.stdout.write(line) }, err: { write: (line: string) => process.stderr.write(line) } });
setLogLevel('silent');
