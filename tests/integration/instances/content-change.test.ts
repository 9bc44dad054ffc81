// A content change received by any instance reaches every instance within 5 s: the webhook is sent to one
// instance only, the others hear of it through PostgreSQL LISTEN/NOTIFY (their periodic refresh is an hour),
// and the Varnish in front of them, which had the page cached, is purged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, REVALIDATE_SECRET, startInstances, type Instances } from './support/instances.ts';

let instances: Instances;
beforeAll(async () => {
  instances = await startInstances();
});
afterAll(async () => {
  await instances?.stop();
});

const pageTitle = async (baseUrl: string, path: string) => /<title>([^<]*)<\/title>/.exec(await (await fetch(`${baseUrl}${path}`)).text())?.[1] ?? null;

const webhook = (baseUrl: string) =>
  fetch(`${baseUrl}/api/revalidate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Revalidate-Secret': REVALIDATE_SECRET },
    body: JSON.stringify({ event: 'entry.publish', model: 'page', entry: { slug: 'contact' } }),
  });

describe('three instances on one PostgreSQL', () => {
  it('a webhook sent to one instance: every instance, and the cache in front of them, serves the change within 5 s', async () => {
    const { sites, cms, varnish } = instances;
    const origins = [...sites.map((site) => site.baseUrl), varnish.url];
    for (const origin of origins) expect(await pageTitle(origin, '/contact')).toBe('Contact | Linden &amp; Tuck');
    expect((await fetch(`${varnish.url}/contact`)).headers.get('X-Cache')).toBe('HIT');

    const edited = `Talk to us ${Date.now()} | Linden &amp; Tuck`;
    cms.editContent({ pages: { contact: { pageSeo: { metaTitle: edited.replace('&amp;', '&') } } } });
    // Published in the CMS, but no instance knows yet: each still serves its cached page.
    for (const origin of origins) expect(await pageTitle(origin, '/contact')).toBe('Contact | Linden &amp; Tuck');

    const sentAt = Date.now();
    expect((await webhook(sites[0]!.baseUrl)).status).toBe(202);
    const freshAfterMs = await Promise.all(
      origins.map((origin) =>
        eventually(async () => ((await pageTitle(origin, '/contact')) === edited ? Date.now() - sentAt : undefined), 5_000, `${origin} serving the change`),
      ),
    );
    console.info(`webhook to instance 1 → fresh after ${freshAfterMs.map((ms) => `${ms} ms`).join(', ')} (instances 1, 2, 3, Varnish)`);
    expect(Math.max(...freshAfterMs)).toBeLessThanOrEqual(5_000);
  });
});
