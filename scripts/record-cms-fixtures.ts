// Records the eight CMS responses (exact request paths as the site sends them) into tests/fixtures/cms/
// for the contract tests, which replay them with nock. Records from CMS_URL when set, else the demo CMS.
import { mkdir, writeFile } from 'node:fs/promises';
import { createCmsClient } from '../clients/cms/cms-client.ts';
import { CONTENT_RESOURCES, fetchContentResource } from '../clients/cms/content-resources.ts';
import { createDemoCmsApp } from '../demo-backends/cms/app.ts';
import { serve } from '@hono/node-server';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const OUT = 'tests/fixtures/cms';

async function main() {
  let baseUrl = process.env.CMS_URL;
  let close = () => {};
  if (!baseUrl) {
    const app = createDemoCmsApp({ submissionsDbPath: join(mkdtempSync(join(tmpdir(), 'record-')), 'forms.sqlite') });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    close = () => server.close();
  }
  // Capture the exact path + query each resource request uses, so the replay matches the real client.
  const realFetch = globalThis.fetch;
  let lastPath = '';
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    lastPath = url.pathname.slice(new URL(baseUrl!).pathname.replace(/\/$/, '').length) + url.search;
    return realFetch(input, init);
  };
  const cms = createCmsClient({ baseUrl, token: process.env.CMS_TOKEN ?? null, timeoutMs: 10_000 });
  await mkdir(OUT, { recursive: true });
  for (const resource of CONTENT_RESOURCES) {
    const body = await fetchContentResource(cms, resource);
    await writeFile(`${OUT}/${resource}.json`, `${JSON.stringify({ path: lastPath, body }, null, 1)}\n`);
    console.log(`recorded ${resource} ← ${lastPath}`);
  }
  globalThis.fetch = realFetch;
  close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
