import { describe, expect, it } from 'vitest';
import { ImageRequestError, parseImageServicePath } from '../../../content/images/image-service-path.ts';
import { hasEncodedSeparator, locateSource } from '../../../server/images/source-location.ts';

const REMOTE = 'https://media.example.com/linen';
const LOCAL = '/demo/cms/uploads';

describe('where a source is read from', () => {
  it('is the file under the media base: a site path for the embedded CMS, a URL on the media host otherwise', () => {
    expect(locateSource(LOCAL, 'bed_abc/bed_abc.jpg')).toEqual({ kind: 'local', path: '/demo/cms/uploads/bed_abc/bed_abc.jpg' });
    const remote = locateSource(`${REMOTE}/`, 'bed abc/bed.jpg');
    expect(remote.kind === 'remote' && remote.url.href).toBe('https://media.example.com/linen/bed%20abc/bed.jpg');
  });

  it('refuses a path that climbs out of the base with ".."', () => {
    expect(() => locateSource(REMOTE, '../secrets/bed.jpg')).toThrow(ImageRequestError);
    expect(() => locateSource(LOCAL, 'bed/../../api/pages')).toThrow(ImageRequestError);
    expect(() => parseImageServicePath('w_640,f_avif/%2e%2e/etc/passwd')).toThrow(ImageRequestError);
  });

  it('refuses encoded slashes and backslashes, which would hide ".." inside one segment', () => {
    expect(() => parseImageServicePath('w_640,f_avif/a%2F..%2F..%2Fapi%2Fpages')).toThrow(ImageRequestError);
    expect(() => locateSource(LOCAL, 'a/../../api/pages')).toThrow(ImageRequestError);
    expect(hasEncodedSeparator('/w_640,f_avif/a%2fb.jpg')).toBe(true);
    expect(hasEncodedSeparator('/w_640,f_avif/a%5Cb.jpg')).toBe(true);
    expect(() => locateSource(REMOTE, 'a\\..\\b.jpg')).toThrow(ImageRequestError);
  });

  it('refuses an absolute URL or another host given as the source: the service is no open proxy', () => {
    expect(() => locateSource(REMOTE, 'https:/evil.example/a.jpg')).toThrow(/absolute URL/);
    expect(() => locateSource(REMOTE, 'javascript:alert(1)')).toThrow(ImageRequestError);
    expect(() => parseImageServicePath('w_640,f_avif/https://evil.example/a.jpg')).toThrow(ImageRequestError);
    expect(() => parseImageServicePath('w_640,f_avif//evil.example/a.jpg')).toThrow(ImageRequestError);
    const sneaky = locateSource(REMOTE, '@evil.example/a.jpg');
    expect(sneaky.kind === 'remote' && sneaky.url.host).toBe('media.example.com');
  });
});
