import { describe, expect, it } from 'vitest';
import type { PageBlock } from '../../content/cms-types.ts';
import { blockDescriptors } from '../../blocks/registry.ts';
import { blocksForRender } from '../../blocks/markdown/render-markdown-fields.ts';
import { DEMO_ARTICLES } from '../../demo-backends/cms/content/blog/index.ts';
import { DEMO_PAGES } from '../../demo-backends/cms/content/pages/index.ts';
import { homeIntro, productBenefits } from './support/block-fixtures.ts';
import { renderBlocks, TEST_MEDIA_BASE } from './support/render-block.tsx';

// Every block of the demo pages and articles, as the server hands them to blocks (markdown already HTML).
const demoBlocks = [
  ...DEMO_PAGES.flatMap((page) => blocksForRender(page.attributes.pageContent).map((block) => ({ page: page.attributes.slug, block }))),
  ...DEMO_ARTICLES.flatMap((article) => blocksForRender(article.attributes.blogContent).map((block) => ({ page: article.attributes.slug, block }))),
];
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

describe('block registry', () => {
  for (const name of Object.keys(blockDescriptors)) {
    const examples = demoBlocks.filter(({ block }) => block.componentName === name && block.isActive);
    it(`${name} renders from the demo content, showing its heading where it has one`, () => {
      expect(examples.length).toBeGreaterThan(0);
      for (const { page, block } of examples) {
        const html = renderBlocks([block], page);
        const heading = (block as { heading?: string | null }).heading;
        if (heading) expect(text(html)).toContain(heading);
        else expect(html).toMatch(/<(section|figure|div|article)/);
      }
    });
  }

  it('the first block owns the page h1; later ones use h2', () => {
    const html = renderBlocks([homeIntro(), homeIntro({ id: 2, heading: 'Second' })]);
    expect(html.match(/<h1[^>]*>([^<]*)</)?.[1]).toBe('Sheets made to measure');
    expect(html).toMatch(/<h2[^>]*>Second</);
  });

  it('images come from the media base + {hash}/{hash}{ext}, with size and alt text', () => {
    const html = renderBlocks([productBenefits()]);
    expect(html).toContain(`src="${TEST_MEDIA_BASE}/fabric_texture/fabric_texture.svg"`);
    expect(html).toMatch(/width="1200" height="900"/);
    expect(html).toContain('alt="Folded sateen sheets"');
    expect(html).toContain('loading="lazy"');
  });

  it("the opening hero's image loads eagerly with high priority", () => {
    const html = renderBlocks([homeIntro()]);
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('loading="eager"');
  });

  it("a CMS button links to '/' + slug, or '/404' when its page is missing", () => {
    const linked = renderBlocks([homeIntro()]);
    expect(linked).toContain('href="/buy"');
    const missing = homeIntro();
    missing.button!.link = { data: null };
    expect(renderBlocks([missing])).toContain('href="/404"');
  });

  it('a schema-valid block without a React block is skipped, not a crash', () => {
    const unregistered = demoBlocks.find(({ block }) => !(block.componentName in blockDescriptors));
    if (!unregistered) return; // every block kind has its React block
    const html = renderBlocks([unregistered.block as PageBlock, productBenefits()]);
    expect(text(html)).toContain('Why tailored');
  });
});
