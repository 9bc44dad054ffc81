import { describe, expect, it } from 'vitest';
import { type BlockSkip, validateBlocks } from '../../content/validate-blocks.ts';
import { homeIntro, productBenefits } from '../blocks/support/block-fixtures.ts';

function validate(items: unknown[]) {
  const skipped: BlockSkip[] = [];
  const blocks = validateBlocks('home', items, (skip) => skipped.push(skip));
  return { blocks, skipped };
}

describe('block validation against the CMS schema', () => {
  it('keeps valid active blocks in order', () => {
    const { blocks, skipped } = validate([homeIntro(), productBenefits()]);
    expect(blocks.map((b) => b.componentName)).toEqual(['HomeIntro', 'ProductBenefits']);
    expect(skipped).toEqual([]);
  });

  it('drops inactive blocks without complaint', () => {
    const { blocks, skipped } = validate([homeIntro({ isActive: false }), productBenefits()]);
    expect(blocks.map((b) => b.componentName)).toEqual(['ProductBenefits']);
    expect(skipped).toEqual([]);
  });

  it('skips an unknown componentName with its position', () => {
    const { blocks, skipped } = validate([{ id: 9, __component: 'blocks.carousel-3d', componentName: 'Carousel3d', isActive: true }, productBenefits()]);
    expect(blocks).toHaveLength(1);
    expect(skipped).toEqual([{ page: 'home', position: 0, renderedIndex: 0, componentName: 'Carousel3d', reason: 'unknown componentName' }]);
  });

  it('skips a block with a field of the wrong type, naming the field', () => {
    const { blocks, skipped } = validate([productBenefits(), homeIntro({ heading: 42 as unknown as string })]);
    expect(blocks).toHaveLength(1);
    expect(skipped).toEqual([expect.objectContaining({ page: 'home', position: 1, componentName: 'HomeIntro', reason: 'invalid field', field: 'heading' })]);
  });

  it('names a missing field inside a list', () => {
    const broken = productBenefits();
    delete (broken.benefits[1] as Partial<(typeof broken.benefits)[1]>).text;
    const { skipped } = validate([broken]);
    expect(skipped[0]).toMatchObject({ componentName: 'ProductBenefits', field: 'benefits[1].text' });
  });

  it('says where a skipped block would have stood among the rendered ones (inactive blocks do not count)', () => {
    const { skipped } = validate([productBenefits(), homeIntro({ isActive: false }), null, homeIntro({ heading: 42 as unknown as string }), productBenefits()]);
    expect(skipped.map(({ position, renderedIndex }) => ({ position, renderedIndex }))).toEqual([
      { position: 2, renderedIndex: 1 },
      { position: 3, renderedIndex: 1 },
    ]);
  });

  it('skips things that are not blocks at all', () => {
    const { blocks, skipped } = validate([null, 'text', productBenefits()]);
    expect(blocks).toHaveLength(1);
    expect(skipped.map((s) => s.reason)).toEqual(['not an object', 'not an object']);
  });
});
