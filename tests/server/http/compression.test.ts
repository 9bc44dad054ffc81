import { Hono } from 'hono';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliWindowBits, compression } from '../../../server/http/compression.ts';

const page = `<!doctype html><html><body>${'<p>Organic cotton sateen, tailored to your mattress.</p>'.repeat(100)}</body></html>`;

function app() {
  const hono = new Hono();
  hono.use(compression());
  hono.get('/page', (c) => c.html(page));
  hono.get('/tiny', (c) => c.html('<p>hi</p>'));
  hono.get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }));
  return hono;
}

describe('response compression', () => {
  it('sends brotli to browsers that accept it', async () => {
    const response = await app().request('/page', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(response.headers.get('Content-Type')).toMatch(/text\/html/);
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(page);
  });

  it('falls back to gzip', async () => {
    const response = await app().request('/page', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(page);
  });

  it('leaves small bodies, images and clients without compression alone', async () => {
    expect((await app().request('/tiny', { headers: { 'Accept-Encoding': 'br' } })).headers.get('Content-Encoding')).toBeNull();
    expect((await app().request('/image', { headers: { 'Accept-Encoding': 'br' } })).headers.get('Content-Encoding')).toBeNull();
    const plain = await app().request('/page');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(page);
  });

  it("fits brotli's window to the page: the smallest power of two holding it, within brotli's 10 to 24 bits", () => {
    expect(brotliWindowBits(70 * 1024)).toBe(17);
    expect(brotliWindowBits(128 * 1024 - 16)).toBe(17);
    expect(brotliWindowBits(200)).toBe(10);
    expect(brotliWindowBits(100 * 1024 * 1024)).toBe(24);
  });
});
