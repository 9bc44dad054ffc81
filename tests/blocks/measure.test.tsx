import { describe, expect, it } from 'vitest';
import type { BlockOf, PageBlock } from '../../content/cms-types.ts';
import { measureGroups } from '../../blocks/MeasureSpecs/measure-specs-groups.ts';
import { panelAt } from '../../blocks/MeasureVideo/MeasureVideo.tsx';
import { measureUpPage } from '../../demo-backends/cms/content/pages/measure-up.ts';
import { renderBlocks, TEST_MEDIA_BASE } from './render-block.tsx';

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

  it('new version without JavaScript: every variant (premium 600, classic 400) is listed with all its sizes, no tablist', () => {
    expect(html).not.toContain('role="tablist"');
    expect(html.match(/<h3 class="measure-specs__variant">[^<]*<\/h3>/g)).toEqual([
      '<h3 class="measure-specs__variant">Premium · 600 thread count</h3>',
      '<h3 class="measure-specs__variant">Classic · 400 thread count</h3>',
    ]);
    expect(html.match(/<h4 class="measure-specs__size">/g)).toHaveLength(2 * block.sizes.length);
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

describe('MeasureVideo', () => {
  const block = find('MeasureVideo');
  const html = renderBlocks([block]);

  it("has the CMS heading 'Perfect made bed in just 3 easy steps'", () => {
    expect(html).toMatch(/<h2[^>]*>Perfect made bed in just 3 easy steps<\/h2>/);
  });

  it('plays the demo video with controls and an English captions track, and never autoplays', () => {
    expect(html).toMatch(new RegExp(`<video[^>]*src="${TEST_MEDIA_BASE}/measure_make_the_bed_[0-9a-f]+/measure_make_the_bed_[0-9a-f]+\\.mp4"`));
    expect(html).toMatch(/<video[^>]*controls=""/);
    expect(html).not.toMatch(/autoPlay|autoplay/);
    expect(html).toMatch(/<track kind="captions" src="[^"]+\.vtt" srcLang="en" label="English"\/>/);
  });

  it('lists the three panels with their times as a transcript; the overlay panels start hidden', () => {
    expect(text(html)).toMatch(/0:03–0:06 01 The Footer/);
    expect(text(html)).toMatch(/0:11–0:14 02 The Header/);
    expect(text(html)).toMatch(/0:18–0:21 03 The Tuck/);
    expect(html.match(/class="measure-video__panel"[^>]*hidden=""/g)).toHaveLength(3);
  });

  it('picks the panel for a second from the CMS timings (start inclusive, end exclusive)', () => {
    const heading = (second: number) => panelAt(block.panels, second)?.heading ?? null;
    expect([2.9, 3, 4, 5.99, 6].map(heading)).toEqual([null, 'The Footer', 'The Footer', 'The Footer', null]);
    expect([11, 12, 14].map(heading)).toEqual(['The Header', 'The Header', null]);
    expect([18, 19, 21.5].map(heading)).toEqual(['The Tuck', 'The Tuck', null]);
  });
});
