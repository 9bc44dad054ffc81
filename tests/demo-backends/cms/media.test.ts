import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEDIA, MEDIA_FILES_DIR, SVG_KEYS, fileNameOf } from '../../../demo-backends/cms/media/catalogue.ts';
import { captionsVtt } from '../../../demo-backends/cms/media/generate-video.ts';
import { renderSvg } from '../../../demo-backends/cms/media/generate-svgs.ts';

const read = (key: keyof typeof MEDIA) => readFileSync(join(MEDIA_FILES_DIR, fileNameOf(MEDIA[key])));

describe('demo CMS media files', () => {
  it.each(SVG_KEYS)('the committed %s drawing is what the generator draws now', (key) => {
    expect(read(key).toString('utf8')).toBe(renderSvg(key));
  });

  it.each(SVG_KEYS)('the %s drawing declares the width, height and viewBox its media attributes give', (key) => {
    const { width, height } = MEDIA[key];
    const root = /<svg [^>]*>/.exec(read(key).toString('utf8'))?.[0] ?? '';
    expect(root).toContain(`width="${width}"`);
    expect(root).toContain(`height="${height}"`);
    expect(root).toContain(`viewBox="0 0 ${width} ${height}"`);
  });

  it('ships the measure video as a small MP4 with captions for the three steps', () => {
    const video = read('measureVideo');
    expect(video.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(statSync(join(MEDIA_FILES_DIR, fileNameOf(MEDIA.measureVideo))).size).toBeLessThan(600 * 1024);
    const captions = read('measureCaptions').toString('utf8');
    expect(captions).toBe(captionsVtt());
    expect(captions).toMatch(/^WEBVTT\n/);
    expect(captions).toContain('00:00:03.000 --> 00:00:06.000\nThe Footer');
    expect(captions).toContain('00:00:11.000 --> 00:00:14.000\nThe Header');
    expect(captions).toContain('00:00:18.000 --> 00:00:21.000\nThe Tuck');
  });

  it('gives every file a unique, stable hash with a six-hex suffix', () => {
    const hashes = Object.values(MEDIA).map((file) => file.hash);
    expect(new Set(hashes).size).toBe(hashes.length);
    for (const hash of hashes) expect(hash).toMatch(/^[a-z0-9_]+_[0-9a-f]{6}$/);
    expect(MEDIA.bedWhite.hash).toBe('bed_sateen_white_cc2679');
  });
});
