import { describe, expect, it } from 'vitest';
import { imageServicePath, ImageRequestError, nearestCropAspect, parseImageServicePath } from '../../../content/images/image-service-path.ts';

describe('the image service URL grammar', () => {
  it('writes and reads back a request, options in one canonical order', () => {
    const request = {
      width: 1242,
      format: 'avif',
      aspect: [4, 5],
      focus: { x: 30, y: 62 },
      version: 'lx2abc',
      sourcePath: 'uploads/bed linen_8f2.jpg',
    } as const;
    const path = imageServicePath(request);
    expect(path).toBe('/_image/w_1242,a_4x5,fp_30_62,f_avif,v_lx2abc/uploads/bed%20linen_8f2.jpg');
    expect(parseImageServicePath(path.slice('/_image'.length))).toEqual(request);
  });

  it('rounds a box to the nearest shape the service crops to', () => {
    expect(nearestCropAspect(4 / 3.4)).toEqual([6, 5]);
    expect(nearestCropAspect(2.4)).toEqual([21, 9]);
  });

  it.each([
    ['/w_641,f_avif/uploads/a.jpg', 'Width 641 is not one the site offers'],
    ['/w_640,f_gif/uploads/a.jpg', 'Format "gif"'],
    ['/w_640,f_avif,q_100/uploads/a.jpg', 'Unknown option "q_100"'],
    ['/w_640,f_avif,fp_101_3/uploads/a.jpg', 'two whole percentages'],
    ['/w_640/uploads/a.jpg', 'A width (w_) and a format (f_) are required'],
    ['/w_640,f_avif/uploads/../../etc/passwd', 'plain path under the media base'],
    ['/w_640,f_avif/uploads/%2e%2e/secret.jpg', 'plain path under the media base'],
    ['/w_640,f_avif//evil.example/a.jpg', 'plain path under the media base'],
    ['/w_640,f_avif/uploads/%E0%A4%A.jpg', 'not valid URL encoding'],
  ])('refuses %s with a reason', (path, reason) => {
    expect(() => parseImageServicePath(path)).toThrow(ImageRequestError);
    expect(() => parseImageServicePath(path)).toThrow(reason);
  });
});
