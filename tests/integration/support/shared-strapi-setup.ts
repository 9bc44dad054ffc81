// Vitest global setup for the integration project: one seeded Strapi per run, shared by the files that need one
// in its ordinary state (tests/integration/cms/support/shared-strapi.ts). It starts on the first file's request
// only, so a run of files that never ask (Varnish, PostgreSQL, …) does not pay for it, and stops with the run.
// The files ask through a loopback address provided here, as they run in processes of their own. Strapi is
// started by a process of its own too (seeding and the admin build run synchronously there, not in Vitest's).
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import type { SharedStrapiInfo } from '../cms/support/shared-strapi-start.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where a test file asks for the run's shared Strapi (a GET answers its SharedStrapiInfo as JSON). */
    sharedStrapiControl: string;
  }
}

const START_SCRIPT = resolve(import.meta.dirname, '../cms/support/shared-strapi-start.ts');

function startInItsOwnProcess(): { info: Promise<SharedStrapiInfo>; stop: () => Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', START_SCRIPT], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const info = new Promise<SharedStrapiInfo>((done, fail) => {
    child.once('message', (message) => done(message as SharedStrapiInfo));
    void exited.then(() => fail(new Error(`The shared Strapi's process ended (${child.exitCode ?? child.signalCode}) before it answered.`)));
  });
  return {
    info,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export default async function sharedStrapiSetup(project: TestProject) {
  let strapi: ReturnType<typeof startInItsOwnProcess> | undefined;
  const server = createServer((_request, response) => {
    strapi ??= startInItsOwnProcess();
    strapi.info.then(
      (info) => response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(info)),
      (error: unknown) => response.writeHead(500, { 'Content-Type': 'text/plain' }).end(error instanceof Error ? error.message : String(error)),
    );
  });
  // Starting Strapi (and building its admin panel when its sources changed) takes minutes on a busy machine.
  server.requestTimeout = 0;
  server.headersTimeout = 0;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  project.provide('sharedStrapiControl', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return async () => {
    await new Promise((done) => server.close(done));
    await strapi?.stop();
  };
}
