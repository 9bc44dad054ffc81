// Waiting for a process a script or test started (the site, Strapi, the demo CMS, Varnish) to be ready: ask
// `ready` again and again until it answers true, failing at once when the process exits first, and with the
// deadline's message when it never does. A `ready` that throws (not listening yet) counts as not ready.
import type { ChildProcess } from 'node:child_process';

export type ReadinessWait = {
  /** Says what is waited for, as in "Strapi at http://… did not answer /_health within …". */
  name: string;
  what: string;
  ready: () => Promise<boolean>;
  timeoutMs: number;
  everyMs?: number;
  /** What the process printed, added to the error when it helps (varnishd explains a bad VCL there). */
  output?: () => string;
};

export async function waitUntilReady(child: ChildProcess, { name, what, ready, timeoutMs, everyMs = 100, output }: ReadinessWait): Promise<void> {
  const printed = () => (output ? `\n${output()}` : '');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} before it would ${what}${printed()}`);
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${name} did not ${what} within ${timeoutMs} ms${printed()}`);
}
