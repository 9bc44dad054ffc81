import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ImageDiskCache, imageCacheKey } from '../../../server/images/image-disk-cache.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'image-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const key = (n: number) => imageCacheKey('https://media.example.com', `/_image/w_640,f_avif/file-${n}.jpg`);
const files = () => readdirSync(dir, { recursive: true }).filter((name) => String(name).includes('.') && !String(name).endsWith('.tmp'));

describe('the disk cache of finished files', () => {
  it('names a file by the media base and the canonical request: another base is another file', () => {
    expect(imageCacheKey('https://a.example', '/_image/w_640,f_avif/x.jpg')).not.toBe(imageCacheKey('https://b.example', '/_image/w_640,f_avif/x.jpg'));
    expect(key(1)).toMatch(/^[0-9a-f]{40}$/);
  });

  it('gives back what was stored, with its type and an ETag of its bytes, and survives a restart', async () => {
    const cache = new ImageDiskCache(dir, 1024 * 1024);
    const stored = await cache.put(key(1), Buffer.from('avif bytes'), 'image/avif');
    expect(stored.etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(await cache.get(key(1))).toEqual({ bytes: Buffer.from('avif bytes'), contentType: 'image/avif', etag: stored.etag, size: 10 });
    const restarted = new ImageDiskCache(dir, 1024 * 1024);
    expect(await restarted.get(key(1))).toEqual(stored);
    expect(await restarted.get(key(2))).toBeNull();
  });

  it('keeps no temporary file behind (written then renamed)', async () => {
    const cache = new ImageDiskCache(dir, 1024 * 1024);
    await Promise.all([1, 2, 3].map((n) => cache.put(key(n), Buffer.alloc(100, n), 'image/webp')));
    expect(files()).toHaveLength(3);
    expect(readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith('.tmp'))).toEqual([]);
  });

  it('stays within its size, dropping the least recently used files first', async () => {
    const cache = new ImageDiskCache(dir, 1000);
    for (const n of [1, 2, 3]) await cache.put(key(n), Buffer.alloc(300, n), 'image/jpeg');
    await cache.get(key(1)); // 1 is now the most recently used; 2 the least
    await cache.put(key(4), Buffer.alloc(300, 4), 'image/jpeg');
    expect(cache.totalBytes).toBeLessThanOrEqual(1000);
    expect(await cache.get(key(2))).toBeNull();
    expect(await cache.get(key(1))).not.toBeNull();
    expect(await cache.get(key(4))).not.toBeNull();
    expect(files()).toHaveLength(cache.files);
  });

  it('answers the most used files from memory, reading no file', async () => {
    const cache = new ImageDiskCache(dir, 1024 * 1024, 1000);
    await cache.put(key(1), Buffer.alloc(600, 1), 'image/avif');
    await cache.put(key(2), Buffer.alloc(600, 2), 'image/avif'); // pushes 1 out of the 1,000 bytes of memory
    for (const name of files()) rmSync(join(dir, String(name)));
    expect(await cache.get(key(2))).toMatchObject({ bytes: Buffer.alloc(600, 2) });
    expect(await cache.get(key(1))).toBeNull();
  });

  it('trims a cache left larger than its new bound at start', async () => {
    const cache = new ImageDiskCache(dir, 10_000);
    for (const n of [1, 2, 3, 4]) await cache.put(key(n), Buffer.alloc(300, n), 'image/png');
    const smaller = new ImageDiskCache(dir, 700);
    expect(await smaller.get(key(4))).not.toBeNull();
    expect(smaller.totalBytes).toBeLessThanOrEqual(700);
    expect(files()).toHaveLength(smaller.files);
  });
});
