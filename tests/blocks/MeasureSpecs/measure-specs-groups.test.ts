import { describe, expect, it } from 'vitest';
import type { BlockOf, PageBlock } from '../../../content/cms-types.ts';
import { measureGroups } from '../../../blocks/MeasureSpecs/measure-specs-groups.ts';
import { measureUpPage } from '../../../demo-backends/cms/content/pages/measure-up.ts';

const blocks = measureUpPage.attributes.pageContent as PageBlock[];
const find = <Name extends PageBlock['componentName']>(name: Name) => blocks.find((block): block is BlockOf<Name> => block.componentName === name)!;

describe('measureGroups', () => {
  const block = find('MeasureSpecs');

  it('new version with differing variant tables: one group per variant, in CMS order', () => {
    expect(measureGroups(block, 'new').map((group) => [group.variant, group.label])).toEqual([
      ['premium', 'Premium'],
      ['classic', 'Classic'],
    ]);
  });

  it('one group of the block’s sizes in the old version, without variants, or when the variants measure the same', () => {
    const alike = { sizes: block.sizes, variants: block.variants?.map((variant) => ({ ...variant, sizes: block.sizes })) };
    for (const groups of [measureGroups(block, 'old'), measureGroups({ sizes: block.sizes }, 'new'), measureGroups(alike, 'new')]) {
      expect(groups).toEqual([{ key: 'all', label: '', variant: null, sizes: block.sizes }]);
    }
  });
});
