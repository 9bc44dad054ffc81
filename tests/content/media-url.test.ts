import { describe, expect, it } from 'vitest';
import { mediaUrl } from '../../content/media-url.ts';

const file = { hash: 'bed_sateen_white_4f2a9c', ext: '.svg', url: '/uploads/bed_sateen_white_4f2a9c.svg' };

describe('where a CMS file is served', () => {
  it('the hashed layout (MEDIA_URL, the demo CMS): base/{hash}/{hash}{ext}', () => {
    expect(mediaUrl({ layout: 'hashed', base: 'https://media.example.com' }, file)).toBe(
      'https://media.example.com/bed_sateen_white_4f2a9c/bed_sateen_white_4f2a9c.svg',
    );
  });

  it("Strapi's own url, made absolute against the CMS when it is a path", () => {
    expect(mediaUrl({ layout: 'cms-url', base: 'http://127.0.0.1:1337' }, file)).toBe('http://127.0.0.1:1337/uploads/bed_sateen_white_4f2a9c.svg');
    expect(mediaUrl({ layout: 'cms-url', base: 'https://cms.example.com/strapi' }, { ...file, url: 'uploads/a.svg' })).toBe(
      'https://cms.example.com/strapi/uploads/a.svg',
    );
  });

  it("a provider's absolute url is kept as it is", () => {
    const url = 'https://bucket.s3.amazonaws.com/bed_sateen_white_4f2a9c.svg';
    expect(mediaUrl({ layout: 'cms-url', base: 'http://127.0.0.1:1337' }, { ...file, url })).toBe(url);
  });
});
