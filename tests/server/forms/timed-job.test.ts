// Background work started while a request is handled belongs to the process: its log lines must not name that
// shopper's request (an operator following one request id would find another's spool moves in it).
import { describe, expect, it } from 'vitest';
import { systemClock, TimedJob } from '../../../server/forms/timed-job.ts';
import { currentRequestId, withRequestId } from '../../../server/logging/request-context.ts';

describe('a job the form deliverer runs again and again', () => {
  it('scheduled while a request is handled, runs outside that request', async () => {
    let seen: string | undefined = 'not run';
    let ran = () => {};
    const done = new Promise<void>((resolve) => (ran = resolve));
    const job = new TimedJob(systemClock, async () => {
      seen = currentRequestId();
      ran();
    });
    withRequestId('shopper-request-1', () => {
      expect(currentRequestId()).toBe('shopper-request-1');
      job.schedule(0, { replacePending: true });
    });
    await done;
    expect(seen).toBeUndefined();
  });
});
