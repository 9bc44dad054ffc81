// Starts the demo CMS (demo-backends/cms/app.ts) as a process of its own on a loopback port, for tests that
// point several site instances at one CMS (CMS_URL = url) and stop and start it again on the same port.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_OVERRIDES_FILE } from '../../demo-backends/cms/app.ts';
import { openFormSubmissionStore, type FormSubmission } from '../../demo-backends/cms/form-submissions.ts';
import { freePort } from '../site-process.ts';
import { waitUntilReady } from './wait-until-ready.ts';

export const DEMO_CMS_SUBMISSIONS_FILE = 'demo-cms.sqlite';

export type RunningDemoCms = {
  url: string;
  port: number;
  /** Publishes a content change: the overrides the demo CMS merges over its built-in content from now on. */
  editContent: (overrides: Record<string, unknown>) => void;
  /** The form submissions the CMS has stored, oldest first. */
  submissions: () => Promise<FormSubmission[]>;
  stop: () => Promise<void>;
};

/** `port`: start again where a stopped one ran (the sites keep their CMS_URL). */
/** `articles`: serve that many generated blog articles instead of the 7 demo ones. */
/** `photos`: camera photographs instead of drawings (photographed-content.ts); the first start in a data folder stores them (under a minute), later ones reuse them. */
export async function startDemoCms({
  dataDir,
  port,
  formAnswerDelayMs = 0,
  articles,
  photos = false,
  timeoutMs = photos ? 600_000 : 20_000,
}: {
  dataDir: string;
  port?: number;
  formAnswerDelayMs?: number;
  articles?: number;
  photos?: boolean;
  timeoutMs?: number;
}): Promise<RunningDemoCms> {
  const listenOn = port ?? (await freePort());
  const url = `http://127.0.0.1:${listenOn}`;
  const args = [
    '--import',
    'tsx',
    'scripts/support/demo-cms-server.ts',
    '--port',
    String(listenOn),
    '--data-dir',
    dataDir,
    '--form-answer-delay-ms',
    String(formAnswerDelayMs),
    ...(articles === undefined ? [] : ['--articles', String(articles)]),
    ...(photos ? ['--photos'] : []),
  ];
  const cms = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    await waitUntilReady(cms, { name: `the demo CMS at ${url}`, what: 'answer', ready: async () => (await fetch(`${url}/api/header`)).ok, timeoutMs });
  } catch (error) {
    cms.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    port: listenOn,
    editContent: (overrides) => writeFileSync(join(dataDir, CONTENT_OVERRIDES_FILE), JSON.stringify(overrides)),
    submissions: async () => {
      const store = openFormSubmissionStore(join(dataDir, DEMO_CMS_SUBMISSIONS_FILE));
      try {
        return await store.list();
      } finally {
        await store.close();
      }
    },
    stop: async () => {
      if (cms.exitCode !== null || cms.signalCode !== null) return;
      const exited = new Promise((resolve) => cms.once('exit', resolve));
      cms.kill('SIGTERM');
      await exited;
    },
  };
}
