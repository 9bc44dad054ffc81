import { describe, expect, it } from 'vitest';
import { blockHealthNote, blockKindLabel } from '../../content/block-health.ts';

const skip = { page: 'home', position: 2, renderedIndex: 1 };

describe('what an editor is told about a skipped block', () => {
  it('names the block kind in words', () => {
    expect(blockKindLabel('PageIntro')).toBe('Page intro');
    expect(blockKindLabel('ProductThreeColumn')).toBe('Product three column');
    expect(blockKindLabel('Faq')).toBe('Faq');
  });

  it('an invalid field: the block, the field and what is wrong with it', () => {
    const note = blockHealthNote({ ...skip, componentName: 'PageIntro', reason: 'invalid field', field: 'heading', message: "must have required property 'heading'" });
    expect(note).toEqual({
      page: 'home',
      position: 2,
      renderedIndex: 1,
      blockKind: 'Page intro',
      componentName: 'PageIntro',
      field: 'heading',
      reason: 'invalid field',
      message: 'This ‘Page intro’ block is not shown on the live site: field heading — must have required property ‘heading’.',
    });
  });

  it('an unknown block kind, a block naming none, and an entry that is not a block', () => {
    expect(blockHealthNote({ ...skip, componentName: 'Carousel3d', reason: 'unknown componentName' }).message).toBe(
      'This ‘Carousel3d’ block is not shown on the live site: the site has no block of kind ‘Carousel3d’ — remove it or use one of the site’s block kinds.',
    );
    expect(blockHealthNote({ ...skip, componentName: null, reason: 'unknown componentName' }).message).toBe(
      'This block is not shown on the live site: it names no block kind (componentName is missing) — remove it and add the block again.',
    );
    expect(blockHealthNote({ ...skip, componentName: null, reason: 'not an object' }).message).toBe(
      'This block is not shown on the live site: the entry is empty or not a block — remove it and add the block again.',
    );
  });
});
