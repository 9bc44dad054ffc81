import { describe, expect, it } from 'vitest';
import type { BlockOf, PageBlock } from '../../../content/cms-types.ts';
import { measureUpPage } from '../../../demo-backends/cms/content/pages/measure-up.ts';
import { renderBlocks } from '../support/render-block.tsx';

const blocks = measureUpPage.attributes.pageContent as PageBlock[];
const find = <Name extends PageBlock['componentName']>(name: Name) => blocks.find((block): block is BlockOf<Name> => block.componentName === name)!;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('MeasureAbout', () => {
  it('lists the measuring steps beside the image', () => {
    const block = find('MeasureAbout');
    const html = renderBlocks([block]);
    expect(html.match(/<li class="measure-about__step">/g)).toHaveLength(block.textBlocks.length);
    expect(text(html)).toContain('2. Measure the depth');
    expect(html).toMatch(/<img[^>]*mattress_measure_depth/);
  });
});
