// The site's image service behind the reference Varnish (deploy/varnish/default.vcl), on camera photographs served
// the way a Strapi stores them (the photographed demo CMS): each picture file is made once by the site and then
// answered by the cache for every visitor, whatever cookies they carry; refusals are never stored; variants the
// pages do not name cost neither a transform nor a cache object; and the files already made are still served while
// the site is down.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type RunningSite, startBuiltSite } from '../../../scripts/site-process.ts';
import { type RunningDemoCms, startDemoCms } from '../../../scripts/support/demo-cms.ts';
import { type RunningVarnish, startVarnish, varnishAvailable } from '../../../scripts/support/varnish.ts';

let cms: RunningDemoCms;
let varnish: RunningVarnish;
let site: RunningSite;
let siteStopped = false;
const cmsDir = mkdtempSync(join(tmpdir(), 'photo-cms-'));

beforeAll(async () => {
  if (!varnishAvailable()) return;
  cms = await startDemoCms({ dataDir: cmsDir, photos: true });
  const sitePort = await freePort();
  varnish = await startVarnish({ backendPorts: [sitePort], port: await freePort() });
  site = await startBuiltSite({ port: sitePort, env: { CMS_URL: cms.url, SITE_URL: varnish.url } });
  await varnish.untilBackendsHealthy();
});

afterAll(async () => {
  if (site && !siteStopped) await site.stop();
  await varnish?.stop();
  await cms?.stop();
  rmSync(cmsDir, { recursive: true, force: true });
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${varnish.url}${path}`, { headers, redirect: 'manual' });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, cache: response.headers.get('X-Cache'), headers: response.headers, bytes };
}

/** The AVIF files a page offers: every URL of every `type="image/avif"` source. */
async function avifFilesOn(path: string): Promise<string[]> {
  const html = (await get(path)).bytes.toString('utf8');
  const srcSets = [...html.matchAll(/<source type="image\/avif"[^>]*srcSet="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
  return [...new Set(srcSets.flatMap((srcSet) => srcSet.split(', ').map((entry) => entry.split(' ')[0]!)))];
}

describe.skipIf(!varnishAvailable())('the image service behind the reference Varnish', () => {
  it('makes each picture file once: after that at least 99 % of requests are cache hits, for visitors with and without cookies', async () => {
    const files = (await avifFilesOn('/')).filter((_, index) => index % 3 === 0).slice(0, 12);
    expect(files.length).toBeGreaterThanOrEqual(6);
    for (const file of files) {
      const first = await get(file);
      expect(first.status, file).toBe(200);
      expect(first.headers.get('Content-Type'), file).toBe('image/avif');
      expect(first.headers.get('Cache-Control'), file).toBe('public, max-age=31536000, immutable');
      expect(first.headers.get('Vary'), file).toBeNull();
      expect(first.headers.getSetCookie(), file).toEqual([]);
      // An AVIF file starts with an ISO BMFF `ftyp` box naming the brand.
      expect(first.bytes.subarray(4, 12).toString('latin1'), file).toBe('ftypavif');
    }
    const visitors: Record<string, string>[] = [
      {},
      { Cookie: 'lt_session=abc; lt_cart=xyz' },
      { Cookie: 'vsf-locale=en', 'Accept-Language': 'de-DE' },
      { Accept: 'image/avif,image/webp,*/*' },
    ];
    let hits = 0;
    let total = 0;
    for (let round = 0; round < 10; round += 1) {
      for (const file of files) {
        const answer = await get(file, visitors[round % visitors.length]);
        expect(answer.status, file).toBe(200);
        total += 1;
        if (answer.cache === 'HIT') hits += 1;
      }
    }
    expect(hits / total).toBeGreaterThanOrEqual(0.99);
  });

  it('never stores a refusal: a width off the ladder is a 400 saying why, each time from the site', async () => {
    const [file] = await avifFilesOn('/');
    const offLadder = file!.replace(/w_\d+/, 'w_1000');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await get(offLadder);
      expect(answer.status).toBe(400);
      expect(answer.cache).not.toBe('HIT');
      expect(answer.bytes.toString('utf8')).toContain('Width 1000 is not one the site offers');
    }
  });

  it('sends invented versions and focal points of a photograph to its own URL from the site, storing none of them', async () => {
    const [file] = (await avifFilesOn('/')).filter((url) => /,v_[0-9a-z]+\//.test(url));
    expect(file).toBeDefined();
    for (let n = 0; n < 12; n += 1) {
      const invented = n % 2 ? file!.replace(/,v_[0-9a-z]+\//, `,v_x${n}/`) : file!.replace(/(w_\d+)(,a_\d+x\d+)?(,fp_\d+_\d+)?/, `$1,a_1x1,fp_${n}_${n}`);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const answer = await get(invented);
        expect(answer.status, invented).toBe(301);
        expect(answer.cache, invented).not.toBe('HIT');
        expect(answer.headers.get('Location'), invented).not.toBe(invented);
      }
    }
    const elsewhere = await get('/_image/w_64,f_png/api/users/me');
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.bytes.toString('utf8')).not.toContain(new URL(cms.url).host);
  });

  it('with the site stopped, picture files already made are still served from the cache', async () => {
    const files = (await avifFilesOn('/products')).slice(0, 3);
    for (const file of files) expect((await get(file)).status).toBe(200);
    expect(await site.stop()).toBe(0);
    siteStopped = true;
    for (const file of files) {
      const answer = await get(file);
      expect(answer.status, file).toBe(200);
      expect(answer.cache, file).toBe('HIT');
    }
  });
});
