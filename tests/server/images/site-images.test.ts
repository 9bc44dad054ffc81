// The image service as server.ts assembles it (createSiteImages) inside the whole site app (createSite), on the
// embedded demo CMS: sources are read in-process from the mounted CMS, and the answers skip the page layers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'site-images-'));
  const config = readConfig({ DATA_DIR: dataDir, SITE_URL: 'https://linden.test' });
  const demoBackends = demoBackendMounts(config);
  const images = createSiteImages(config, demoBackends);
  const cms = createCmsClient({ baseUrl: config.cms.baseUrl, token: null, timeoutMs: 1_000 });
  const content = new ContentStore({ cms, persistPath: join(dataDir, 'content.json'), decorator: images.placeholders });
  const forms = createFormDeliverer({ outbox: new SqliteFormOutbox(join(dataDir, FORM_OUTBOX_FILE)), cms: { baseUrl: config.cms.baseUrl, token: null, timeoutMs: 1_000 } });
  const render = async () => {
    renders += 1;
    return plainRenderResult(new Response('<!DOCTYPE html><p>page</p>', { headers: { 'Content-Type': 'text/html' } }));
  };
  ({ app } = createSite({ config, content, cms, shop: createShopClient(config), forms, render, demoBackends, images: images.service, clientDir: null }));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the image service in the site', () => {
  it('serves a demo CMS drawing read in-process, as SVG under the sandbox CSP, past the page cache, compression and page rendering', async () => {
    const svg = mediaByHash('bed_sateen_white_cc2679');
    expect(svg?.ext).toBe('.svg');
    const response = await app.request('/_image/w_640,f_avif/bed_sateen_white_cc2679/bed_sateen_white_cc2679.svg', { headers: { 'Accept-Encoding': 'gzip, br' } });
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
});
