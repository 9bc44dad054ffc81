import { describe, expect, it } from 'vitest';
import { demoBlock, renderForPage, validate } from '../support/demo-block.ts';

describe('ThreeColumnInfo block', () => {
  const block = demoBlock('ThreeColumnInfo', 'home');
  const html = renderForPage(block);

  it('shows its heading as an h2 and each tile with its image, h3 heading and text', () => {
    expect(html).toMatch(/<h2>Easy from order to bed<\/h2>/);
    const headings = [...html.matchAll(/<h3 class="three-column-info__tile-heading">([^<]+)<\/h3>/g)].map((m) => m[1]);
    expect(headings).toEqual(['Free tracked shipping', '30-day free returns', 'Plastic-free packaging']);
    expect(html).toContain('<p>Dispatched within 2 business days and tracked to your door, anywhere in Australia.</p>');
    const alts = [...html.matchAll(/<img [^>]*alt="([^"]+)"/g)].map((m) => m[1]);
    expect(alts).toEqual([
      'A wrapped parcel with a tracking label',
      'A parcel with a prepaid returns label',
      'A sheet set in a recycled-card box with a cotton drawstring bag',
    ]);
  });

  it('links its button to the CMS page', () => {
    expect(html).toMatch(/<a class="button"[^>]*href="\/how-it-works">How it works/);
  });

  it('leaves out a tile the CMS hides', () => {
    const hidden = structuredClone(block);
    hidden.tiles[1]!.isVisible = false;
    expect(renderForPage(hidden)).not.toContain('30-day free returns');
  });

  it('is skipped when inactive', () => {
    expect(validate({ ...block, isActive: false }).kept).toEqual([]);
  });

  it('is skipped when a tile heading is not text', () => {
    const broken = structuredClone(block) as unknown as { tiles: Array<{ heading: unknown }> };
    broken.tiles[0]!.heading = { text: 'Free tracked shipping' };
    expect(validate(broken).skipped[0]).toMatchObject({ componentName: 'ThreeColumnInfo', field: 'tiles[0].heading' });
  });
});
