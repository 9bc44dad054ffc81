// The image service as server.ts assembles it (createSiteImages) inside the whole site app (createSite), on the
// embedded demo CMS and its content: sources are read in-process from the mounted CMS, the answers skip the page
// layers, and only the pictures the content names are made.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCmsClient } from '../../../clients/cms/cms-client.ts';
import { createSite } from '../../../server/app.ts';
import { plainRenderResult } from '../../../server/rendering/render-result.ts';
import { readConfig } from '../../../server/config/config.ts';
import { ContentStore } from '../../../server/content/content-store.ts';
import { demoBackendMounts } from '../../../server/backends/demo-backend-mounts.ts';
import { createFormDeliverer, FORM_OUTBOX_FILE } from '../../../server/forms/site-form-deliverer.ts';
import { SqliteFormOutbox } from '../../../server/forms/sqlite-form-outbox.ts';
import { createSiteImages } from '../../../server/images/site-images.ts';
import { createShopClient } from '../../../server/backends/shop-client.ts';
import { mediaByHash } from '../../../demo-backends/cms/media/catalogue.ts';

let dataDir: string;
let app: ReturnType<typeof createSite>['app'];
let renders = 0;

/** Picture files the service has made so far (DATA_DIR/images/{2 hex}/…). */
const madeFiles = () => readdirSync(join(dataDir, 'images'), { recursive: true }).filter((name) => /\.(svg|avif|webp|jpeg|png)$/.test(String(name))).length;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'site-images-'));
  const config = readConfig({ DATA_DIR: dataDir, SITE_URL: 'https://linden.test' });
  const demoBackends = demoBackendMounts(config);
  const images = createSiteImages(config, demoBackends);
  const cms = createCmsClient({ baseUrl: config.cms.baseUrl, token: null, timeoutMs: 1_000 });
  const content = new ContentStore({ cms, persistPath: join(dataDir, 'content.json'), decorator: images.decorator });
  const forms = createFormDeliverer({
    outbox: new SqliteFormOutbox(join(dataDir, FORM_OUTBOX_FILE)),
    cms: { baseUrl: config.cms.baseUrl, token: null, timeoutMs: 1_000 },
  });
  const render = async () => {
    renders += 1;
    return plainRenderResult(new Response('<!DOCTYPE html><p>page</p>', { headers: { 'Content-Type': 'text/html' } }));
  };
  ({ app } = createSite({ config, content, cms, shop: createShopClient(config), forms, render, demoBackends, images: images.service, clientDir: null }));
  // The content as the running site loads it: the CMS client's requests answered by the mounted demo CMS.
  const demoCms = demoBackends.find(({ path }) => config.cms.baseUrl.endsWith(path))!;
  vi.stubGlobal('fetch', (request: Request) =>
    Promise.resolve(demoCms.app.request(request.url.slice(config.cms.baseUrl.length), { headers: request.headers })),
  );
  try {
    expect((await content.refresh()).failed).toEqual([]);
  } finally {
    vi.unstubAllGlobals();
  }
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the image service in the site', () => {
  it('serves a demo CMS drawing read in-process, as SVG under the sandbox CSP, past the page cache, compression and page rendering', async () => {
    const svg = mediaByHash('bed_sateen_white_cc2679');
    expect(svg?.ext).toBe('.svg');
    const response = await app.request('/_image/w_640,f_avif/bed_sateen_white_cc2679/bed_sateen_white_cc2679.svg', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Vary')).toBeNull();
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toMatch(/<svg/);
    expect(renders).toBe(0);
  });

  it('answers a file the demo CMS does not have with 404, and a request it cannot read with 400', async () => {
    expect((await app.request('/_image/w_640,f_avif/nothing/nothing.jpg')).status).toBe(404);
    expect((await app.request('/_image/w_640,f_avif/../api/pages')).status).toBe(400);
    expect(renders).toBe(0);
  });

  it('sends an invented version or focal point of a picture the content shows to its own URL, and makes nothing for it', async () => {
    const own = '/_image/w_640,f_avif/bed_sateen_white_cc2679/bed_sateen_white_cc2679.svg';
    expect((await app.request(own)).status).toBe(200);
    const made = madeFiles();
    for (const invented of ['v_a1', 'v_b2', 'v_zzzzzzzzzzzzzzzz']) {
      const response = await app.request(`/_image/w_640,f_avif,${invented}/bed_sateen_white_cc2679/bed_sateen_white_cc2679.svg`);
      expect(response.status, invented).toBe(301);
      expect(response.headers.get('Location')).toBe(own);
    }
    const cropped = await app.request('/_image/w_640,a_4x5,fp_3_97,f_avif/bed_sateen_white_cc2679/bed_sateen_white_cc2679.svg');
    expect(cropped.status).toBe(301);
    expect(cropped.headers.get('Location')).toBe('/_image/w_640,a_4x5,f_avif/bed_sateen_white_cc2679/bed_sateen_white_cc2679.svg');
    expect(madeFiles()).toBe(made);
  });

  it('answers a file of the media library that no content shows (a tick icon) with 404, reading nothing', async () => {
    const made = madeFiles();
    const unused = '/_image/w_640,f_avif/icon_tick_0a03b5/icon_tick_0a03b5.svg';
    const response = await app.request(unused);
    expect(response.status).toBe(404);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(madeFiles()).toBe(made);
  });
});
