// A production install has only what package-lock.json does not mark as dev-only (`npm ci --omit=dev`, or
// `npm prune --omit=dev` after a build): the built site must start from that alone and serve its pages, the
// demo shop and the image service. The packages are hard-linked from this install, laid out as the lockfile
// lays them out, so the test takes seconds instead of a fresh download and a native build.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSite, startBuiltSite } from '../../../scripts/site-process.ts';
import { photographedShopDir } from '../../../scripts/support/photographed-shop.ts';

type LockPackage = { dev?: boolean; devOptional?: boolean; optional?: boolean };

const root = process.cwd();
/** What a production host holds besides node_modules: the build and the source the server runs from. */
const SHIPPED = [
  'server.ts',
  'server',
  'pages',
  'renderer',
  'blocks',
  'models',
  'content',
  'clients',
  'shop-rules',
  'demo-backends',
  'generated',
  'public',
  'dist',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

function productionPackages(): string[] {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockPackage> };
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path.startsWith('node_modules/') && !entry.dev && !entry.devOptional)
    .map(([path]) => path)
    .filter((path) => existsSync(join(root, path)));
}

function copyTree(source: string, target: string): void {
  mkdirSync(dirname(target), { recursive: true });
  // Hard links: no bytes copied; a nested package is linked again under its parent, which is harmless.
  execFileSync('cp', ['-al', source, target]);
}

let project: string;
let site: RunningSite;
let packages: string[];

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), 'production-install-'));
  packages = productionPackages();
  for (const path of packages.filter((path) => !packages.some((other) => path !== other && path.startsWith(`${other}/`)))) {
    copyTree(join(root, path), join(project, path));
  }
  for (const entry of SHIPPED) cpSync(join(root, entry), join(project, entry), { recursive: true });
  // Product photographs, so the demo shop resizes pictures with sharp (a native module) from this install.
  site = await startBuiltSite({ cwd: project, timeoutMs: 120_000, env: { DEMO_SHOP_IMAGES_DIR: await photographedShopDir() } });
}, 300_000);

afterAll(async () => {
  await site?.stop();
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('a production install (no development dependencies)', () => {
  it('leaves out the build and codegen tools and the 3-D viewer hydrogen-react brings', () => {
    for (const tool of ['vitest', 'lighthouse', '@graphql-codegen/cli', '@shopify/hydrogen-react', 'three', '@google/model-viewer', 'ajv', 'yaml']) {
      expect(existsSync(join(project, 'node_modules', tool)), tool).toBe(false);
    }
  });

  it('starts the built site, which serves pages, the purchase flow, the demo shop and resized pictures', async () => {
    for (const path of ['/', '/products', '/buy', '/faqs']) {
      const response = await fetch(`${site.baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('Linden');
    }
    const buy = await (await fetch(`${site.baseUrl}/buy`)).text();
    const picture = buy.match(/\/demo\/shop\/images\/[^" ,]+width=\d+[^" ,]*/)?.[0];
    expect(picture).toBeDefined();
    const image = await fetch(`${site.baseUrl}${picture!.replaceAll('&amp;', '&')}`, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/avif');
    const catalogue = await fetch(`${site.baseUrl}/demo/shop/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ products(first: 2) { nodes { handle } } }' }),
    });
    expect(catalogue.status).toBe(200);
    expect(((await catalogue.json()) as { data: { products: { nodes: unknown[] } } }).data.products.nodes.length).toBeGreaterThan(0);
  });
});
