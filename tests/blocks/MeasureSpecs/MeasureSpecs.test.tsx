import { describe, expect, it } from 'vitest';
import type { BlockOf, PageBlock } from '../../../content/cms-types.ts';
import { measureUpPage } from '../../../demo-backends/cms/content/pages/measure-up.ts';
import { renderBlocks } from '../support/render-block.tsx';

const blocks = measureUpPage.attributes.pageContent as PageBlock[];
const find = <Name extends PageBlock['componentName']>(name: Name) => blocks.find((block): block is BlockOf<Name> => block.componentName === name)!;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('MeasureSpecs', () => {
  const block = find('MeasureSpecs');
  const html = renderBlocks([block]);
  const premium = block.variants?.find((variant) => variant.variant === 'premium');

  it('shows W and L in cm and D as Variable for Tailored Sheets, for every size', () => {
    for (const size of block.sizes) expect(text(html)).toContain(size.label);
    expect(text(html)).toMatch(/Width \(W\) 138\.5 cm/);
    expect(text(html)).toMatch(/Length \(L\) 190 cm/);
    expect(text(html)).toMatch(/Depth \(D\) Variable/);
  });

  it('new version: the tabs are in the markup, and every variant (premium 600, classic 400) with all its sizes, one panel shown', () => {
    expect(html.match(/role="tablist" aria-label="[^"]*"/g)).toEqual([
      'role="tablist" aria-label="Sheets"',
      'role="tablist" aria-label="Mattress size"',
      'role="tablist" aria-label="Mattress size"',
    ]);
    // Listed with their headings where no script runs (the stylesheet shows every panel there).
    expect(html.match(/<h3 class="measure-specs__variant">[^<]*<\/h3>/g)).toEqual([
      '<h3 class="measure-specs__variant">Premium · 600 thread count</h3>',
      '<h3 class="measure-specs__variant">Classic · 400 thread count</h3>',
    ]);
    expect(html.match(/<h4 class="measure-specs__size">/g)).toHaveLength(2 * block.sizes.length);
    const panels = html.match(/<div class="measure-specs__panel"[^>]*>/g) ?? [];
    expect(panels).toHaveLength(2 * block.sizes.length);
    expect(panels.filter((panel) => !panel.includes('hidden'))).toHaveLength(1);
    expect(html).toMatch(/<img[^>]*fitted_sheet_corner/);
  });

  it("the variants' own tables are shown: premium Oxford pillowcases measure differently from classic ones", () => {
    expect(premium?.sizes[0]?.tables[1]?.rows.map((row) => row.value)).toEqual(['61 cm', '86 cm']);
    expect(text(html)).toMatch(/Pillowcases , Premium Double Width \(W\) 61 cm Length \(L\) 86 cm/);
    expect(text(html)).toMatch(/Pillowcases , Classic Double Width \(W\) 51 cm Length \(L\) 76 cm/);
  });

  it('old version (V1.0): size tables only, from the block’s own sizes', () => {
    const old = renderBlocks([block], 'measure-up', { store: { buyFlow: { appVersion: 'old' } } });
    expect(old).not.toContain('measure-specs__variant');
    expect(old.match(/<h3 class="measure-specs__size">/g)).toHaveLength(block.sizes.length);
    expect(text(old)).toMatch(/Pillowcases , Double Width \(W\) 51 cm/);
  });
});
