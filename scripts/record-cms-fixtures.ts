// `npm run fixtures:record`: records the eight CMS responses (exact request paths as the site sends them) into
// tests/fixtures/cms/ for the contract tests, which replay them with nock and validate them against openapi/.
// Records from the Strapi at CMS_URL (CMS_TOKEN optional) when set; otherwise starts a throwaway Strapi from
// cms/, seeds it with the demo content and records from that.
import { mkdir, writeFile } from 'node:fs/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCmsClient } from '../clients/cms/cms-client.ts';
import { CONTENT_RESOURCES, fetchContentResource } from '../clients/cms/content-resources.ts';
import { freePort } from './site-process.ts';
import { ensureCmsInstalled, seedStrapi, startStrapi } from './support/strapi.ts';

const OUT = 'tests/fixtures/cms';

/** Strapi's own bookkeeping that changes on every seed (document ids, times): fixed so re-recording shows real changes. */
function steady(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(steady);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === 'documentId' && typeof child === 'string') out[key] = 'recorded';
    else if ((key === 'createdAt' || key === 'updatedAt' || key === 'publishedAt') && typeof child === 'string') out[key] = '2026-11-02T09:30:00.000Z';
    else out[key] = steady(child);
  }
  return out;
}

async function record(baseUrl: string, token: string | null) {
  // Capture the exact path + query each resource request uses, so the replay matches the real client.
  const realFetch = globalThis.fetch;
  let lastPath = '';
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    lastPath = url.pathname.slice(new URL(baseUrl).pathname.replace(/\/$/, '').length) + url.search;
    return realFetch(input, init);
  };
  try {
    const cms = createCmsClient({ baseUrl, token, timeoutMs: 30_000 });
    await mkdir(OUT, { recursive: true });
    for (const resource of CONTENT_RESOURCES) {
      const body = steady(await fetchContentResource(cms, resource));
      await writeFile(`${OUT}/${resource}.json`, `${JSON.stringify({ path: lastPath, body }, null, 1)}\n`);
      console.log(`recorded ${resource} ← ${lastPath}`);
    }
  } finally {
    globalThis.fetch = realFetch;
  }
}

async function main() {
  if (process.env.CMS_URL) return record(process.env.CMS_URL.replace(/\/+$/, ''), process.env.CMS_TOKEN || null);
  ensureCmsInstalled();
  const dataDir = mkdtempSync(join(tmpdir(), 'cms-record-'));
  try {
    seedStrapi({ dataDir });
    const strapi = await startStrapi({ port: await freePort(), dataDir });
    try {
      await record(strapi.url, null);
    } finally {
      await strapi.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
