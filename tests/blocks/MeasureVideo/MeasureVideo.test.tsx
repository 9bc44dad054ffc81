import { describe, expect, it } from 'vitest';
import type { BlockOf, PageBlock } from '../../../content/cms-types.ts';
import { panelAt } from '../../../blocks/MeasureVideo/MeasureVideo.tsx';
import { measureUpPage } from '../../../demo-backends/cms/content/pages/measure-up.ts';
import { renderBlocks, TEST_MEDIA_BASE } from '../support/render-block.tsx';

const blocks = measureUpPage.attributes.pageContent as PageBlock[];
const find = <Name extends PageBlock['componentName']>(name: Name) => blocks.find((block): block is BlockOf<Name> => block.componentName === name)!;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

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

  it("shows a photographed poster as one WebP at the stage's width through the image service, never the camera original", () => {
    const poster = block.poster!.data!.attributes;
    const photographed = {
      ...block,
      poster: { data: { id: 1, attributes: { ...poster, mime: 'image/jpeg', ext: '.jpg', width: 6028, height: 3391, updatedAt: undefined } } },
    };
    expect(renderBlocks([photographed])).toMatch(new RegExp(`<video[^>]*poster="/_image/w_1242,a_16x9,f_webp/${poster.hash}/${poster.hash}\\.jpg"`));
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
