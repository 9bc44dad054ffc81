import { describe, expect, it } from 'vitest';
import { demoBlock, renderForPage, textOf, validate } from '../support/demo-block.ts';

describe('NotFound block', () => {
  const block = demoBlock('NotFound', '404');
  const html = renderForPage(block);

  it('opens the page with 404, its heading as the h1, the sub-heading and a Go back button to the home page', () => {
    expect(textOf(html)).toBe('404 This page could not be found It may have moved, or the link may be out of date. Go back');
    expect(html).toMatch(/<h1>This page could not be found<\/h1>/);
    expect(html).toContain('<a class="button" href="/">Go back</a>');
  });

  it('says Go back when the CMS gives no button', () => {
    expect(renderForPage({ ...block, button: null })).toContain('<a class="button" href="/">Go back</a>');
  });

  it('is skipped when inactive', () => {
    expect(validate({ ...block, isActive: false }).kept).toEqual([]);
  });

  it('is skipped when the sub-heading is not text', () => {
    expect(validate({ ...block, subHeading: ['It may have moved'] }).skipped[0]).toMatchObject({ componentName: 'NotFound', field: 'subHeading' });
  });
});
