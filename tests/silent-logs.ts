// Unit tests run without logs (the server sets its level from LOG_LEVEL at start; tests are not the server).
// A test that checks what is logged raises the level itself and sets it back to silent afterwards.
import { setLogLevel } from '../server/logging/logger.ts';

setLogLevel('silent');
