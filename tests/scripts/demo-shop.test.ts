// `npm run demo-shop` with DEMO_SHOP_HTTPS=1, as an operator starts it: the banner names the certificate to trust
// and the client's settings, the shop answers at the host's root over https for a client trusting that file, and
// SIGTERM ends it cleanly.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { expect, it } from 'vitest';

const SCRIPT = new URL('../../scripts/demo-shop.ts', import.meta.url).pathname;

function post(url: string, ca: string, body: string): Promise<{ status: number; json: any }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      { method: 'POST', ca, headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': 'demo' } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, json: JSON.parse(text) }));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

it('serves the shop over https at the root of a free port, tells how to trust it, and stops on SIGTERM', { timeout: 30_000 }, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'demo-shop-script-'));
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    env: { ...process.env, DATA_DIR: dataDir, DEMO_SHOP_HTTPS: '1', DEMO_SHOP_PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const banner: string[] = [];
    for await (const line of createInterface({ input: child.stdout })) {
      banner.push(line);
      if (line.includes('public access token')) break;
    }
    const text = banner.join('\n');
    const origin = text.match(/running at (https:\/\/localhost:\d+)/)![1]!;
    const certificatePath = join(dataDir, 'demo-shop', 'demo-shop-cert.pem');
    expect(text).toContain(`NODE_EXTRA_CA_CERTS=${certificatePath}`);
    expect(text).toContain(`store domain ${origin.slice('https://'.length)}`);

    const answer = await post(
      `${origin}/api/2026-04/graphql.json`,
      readFileSync(certificatePath, 'utf8'),
      JSON.stringify({ query: '{ shop { name primaryDomain { url } } }' }),
    );
    expect(answer).toEqual({ status: 200, json: { data: { shop: { name: 'Linden & Tuck', primaryDomain: { url: origin } } } } });
  } finally {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
  }
});
