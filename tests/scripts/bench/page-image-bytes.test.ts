import { describe, expect, it } from 'vitest';
import { sourceUrlOf } from '../../../scripts/bench/page-image-bytes.ts';

describe("where a downloaded picture's own file lives", () => {
  it('an image-service file is made from the file under the media base', () => {
    expect(
      sourceUrlOf('http://127.0.0.1:3000/_image/w_640,a_4x3,fp_41_34,f_avif,v_mwot5j40/uploads/free_by_Peter_Nerlich_34af99e9d4.jpg', 'http://127.0.0.1:4100/'),
    ).toBe('http://127.0.0.1:4100/uploads/free_by_Peter_Nerlich_34af99e9d4.jpg');
  });

  it("a shop file is the shop's picture without the CDN's size parameters, its version kept", () => {
    expect(sourceUrlOf('http://127.0.0.1:3000/demo/shop/images/classic.jpg?v=1a2b&width=384&height=384&crop=center', 'http://cms')).toBe(
      'http://127.0.0.1:3000/demo/shop/images/classic.jpg?v=1a2b',
    );
  });

  it('any other file is its own source', () => {
    expect(sourceUrlOf('http://127.0.0.1:4100/uploads/photo.jpg', 'http://127.0.0.1:4100')).toBe('http://127.0.0.1:4100/uploads/photo.jpg');
  });
});
