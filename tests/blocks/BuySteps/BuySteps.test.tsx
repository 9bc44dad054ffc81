import { describe, expect, it } from 'vitest';
import { demoBlock, renderForPage, textOf, validate } from '../support/demo-block.ts';

describe('BuySteps block', () => {
  const block = demoBlock('BuySteps', 'buy');
  const html = renderForPage(block);

  it('explains the four purchase steps in order', () => {
    expect(html).toMatch(/<h2[^>]*>Build your set<\/h2>/);
    const labels = [...html.matchAll(/buy-steps__label"><span class="visually-hidden">Step (\d): <\/span>([^<]+)</g)].map((m) => `${m[1]} ${m[2]}`);
    expect(labels).toEqual(['1 Product', '2 Details', '3 Services', '4 Checkout']);
    expect(textOf(html)).toContain('Pick your mattress size, depth band and colour.');
    expect(html.match(/<img /g)).toHaveLength(4);
  });

  it('links its button into the purchase flow', () => {
    expect(html).toContain('href="/buy"');
  });

  it('is skipped when inactive', () => {
    expect(validate({ ...block, isActive: false }).kept).toEqual([]);
  });

  it('is skipped when a step has no label', () => {
    const broken = structuredClone(block) as unknown as { steps: Array<{ label?: string }> };
    delete broken.steps[3]!.label;
    expect(validate(broken).skipped[0]).toMatchObject({ componentName: 'BuySteps', field: 'steps[3].label' });
  });
});
