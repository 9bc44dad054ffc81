import { describe, expect, it } from 'vitest';
import { cloudflareImageLoader, cmsImageLoader, fastlyImageLoader, shopifyImageLoader, siteImageLoader } from '../../../content/images/image-loaders.ts';

const PHOTO = {
  url: 'https://cms.example.com/uploads/bed_4f2a.jpg',
  width: 5000,
  height: 3333,
  mime: 'image/jpeg',
  focus: { x: 30.4, y: 70 },
  version: 'm1abc',
};

describe('the loaders of where pictures live', () => {
  it("the site's service: files under the media base only, cropped around the focal point", () => {
    const loader = siteImageLoader('https://cms.example.com');
    expect(loader.fileUrl(PHOTO, { width: 640, aspect: 0.8, format: 'avif' })).toBe('/_image/w_640,a_4x5,fp_30_70,f_avif,v_m1abc/uploads/bed_4f2a.jpg');
    // No crop: the focal point does not change the file, so it is not in the URL.
    expect(loader.fileUrl(PHOTO, { width: 640, format: 'webp' })).toBe('/_image/w_640,f_webp,v_m1abc/uploads/bed_4f2a.jpg');
    expect(loader.fileUrl({ ...PHOTO, url: 'https://elsewhere.example/bed.jpg' }, { width: 640, format: 'avif' })).toBeNull();
  });

  it('Cloudflare: its /cdn-cgi/image/ URL with the format negotiated and the focal point as gravity', () => {
    expect(cloudflareImageLoader().fileUrl({ ...PHOTO, url: '/uploads/bed.jpg' }, { width: 640, aspect: 0.8, format: null })).toBe(
      '/cdn-cgi/image/width=640,format=auto,metadata=none,height=800,fit=cover,gravity=0.3x0.7/uploads/bed.jpg',
    );
  });

  it('Fastly: query parameters on the media URL, cropping to a ratio with offsets', () => {
    expect(fastlyImageLoader().fileUrl(PHOTO, { width: 640, aspect: 0.8, format: null })).toBe(
      'https://cms.example.com/uploads/bed_4f2a.jpg?width=640&format=auto&crop=4%3A5%2Coffset-x30%2Coffset-y70',
    );
  });

  it('Shopify: the CDN parameters Hydrogen uses, keeping the file version', () => {
    const image = { url: 'https://cdn.shopify.com/s/files/1/sheet.jpg?v=17', width: 2048, height: 2048, mime: 'image/jpeg' };
    expect(shopifyImageLoader().fileUrl(image, { width: 192, aspect: 1, format: null })).toBe(
      'https://cdn.shopify.com/s/files/1/sheet.jpg?v=17&width=192&height=192&crop=center',
    );
  });

  it('crops at the listed shape nearest the box, as the site service does, so the CDN makes a bounded set of heights', () => {
    const image = { url: '/demo/shop/images/sheet.jpg', width: 2048, height: 2048, mime: 'image/jpeg' };
    expect(shopifyImageLoader().fileUrl(image, { width: 640, aspect: 4 / 3.4, format: null })).toBe(
      '/demo/shop/images/sheet.jpg?width=640&height=533&crop=center',
    );
  });

  it('chooses the CDN set by IMAGE_RESIZING, the site service otherwise', () => {
    expect(cmsImageLoader({ layout: 'cms-url', base: 'https://cms.example.com' }).negotiatesFormat).toBe(false);
    expect(cmsImageLoader({ layout: 'cms-url', base: 'https://cms.example.com', resizing: 'cloudflare' }).negotiatesFormat).toBe(true);
  });
});
