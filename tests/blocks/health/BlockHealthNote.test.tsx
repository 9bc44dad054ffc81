import { describe, expect, it } from 'vitest';
import { BlockList } from '../../../blocks/BlockList.tsx';
import { loadBlocks } from '../../../blocks/loaded-blocks.ts';
import { blockHealthNote } from '../../../content/block-health.ts';
import { homeIntro, productBenefits } from '../support/block-fixtures.ts';
import { renderWithPage } from '../support/render-with-page.tsx';

const note = (position: number, renderedIndex: number) =>
  blockHealthNote({
    page: 'home',
    position,
    renderedIndex,
    componentName: 'PageIntro',
    reason: 'invalid field',
    field: 'heading',
    message: "must have required property 'heading'",
  });

describe('health notes in the block list (draft preview)', () => {
  it('stand where the skipped blocks were: before the block that followed them, or at the end', async () => {
    await loadBlocks(['HomeIntro', 'ProductBenefits']);
    const html = renderWithPage(<BlockList blocks={[homeIntro(), productBenefits()]} page="home" healthNotes={[note(1, 1), note(3, 2)]} />);
    const order = [...html.matchAll(/<(?:section|aside|div)[^>]*class="(home-intro|product-benefits|block-health-note)[\s"]/g)].map((match) => match[1]);
    expect(order).toEqual(['home-intro', 'block-health-note', 'product-benefits', 'block-health-note']);
    expect(html).toContain('Block 2 of the page’s blocks · Page intro');
    expect(html).toContain('This ‘Page intro’ block is hidden from visitors. The heading is empty: add one.');
  });

  it('a public page has none', async () => {
    await loadBlocks(['ProductBenefits']);
    expect(renderWithPage(<BlockList blocks={[productBenefits()]} page="home" />)).not.toContain('block-health-note');
  });
});
