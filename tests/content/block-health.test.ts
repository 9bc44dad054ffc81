import { describe, expect, it } from 'vitest';
import { blockHealthNote, blockKindLabel } from '../../content/block-health.ts';

const skip = { page: 'home', position: 2, renderedIndex: 1 };
const invalid = (componentName: string, field: string, message: string) =>
  blockHealthNote({ ...skip, componentName, reason: 'invalid field', field, message }).message;

describe('what an editor is told about a skipped block', () => {
  it('names the block as the CMS shows it, and an unknown kind in words', () => {
    expect(blockKindLabel('PageIntro')).toBe('Page intro');
    expect(blockKindLabel('ProductThreeColumn')).toBe('Product details');
    expect(blockKindLabel('Faq')).toBe('Questions and answers');
    expect(blockKindLabel('Carousel3d')).toBe('Carousel3d');
  });

  it('a missing heading: the block is hidden, and the heading is empty', () => {
    const note = blockHealthNote({
      ...skip,
      componentName: 'PageIntro',
      reason: 'invalid field',
      field: 'heading',
      message: "must have required property 'heading'",
    });
    expect(note).toEqual({
      page: 'home',
      position: 2,
      renderedIndex: 1,
      blockKind: 'Page intro',
      componentName: 'PageIntro',
      field: 'heading',
      reason: 'invalid field',
      message: 'This ‘Page intro’ block is hidden from visitors. The heading is empty: add one.',
    });
  });

  it('an empty text or list as Strapi sends it (null) reads as empty, with the field’s label from the CMS', () => {
    expect(invalid('PageIntro', 'heading', 'must be string')).toBe('This ‘Page intro’ block is hidden from visitors. The heading is empty: add one.');
    expect(invalid('ProductBenefits', 'benefits', 'must be array')).toBe(
      'This ‘Product benefits’ block is hidden from visitors. The benefits list is empty: add at least one.',
    );
    expect(invalid('ContactForm', 'buttonText', "must have required property 'buttonText'")).toBe(
      'This ‘Contact form’ block is hidden from visitors. The button text is empty: add one.',
    );
  });

  it('a field inside a list is named by its item, in the CMS’s words', () => {
    expect(invalid('ThreeColumnInfo', 'tiles[0].heading', 'must be string')).toBe(
      'This ‘Three info tiles’ block is hidden from visitors. The heading in item 1 of tiles is empty: add one.',
    );
    expect(invalid('Testimonials', 'testimonials[2].rating', 'must be <= 5')).toBe(
      'This ‘Reviews’ block is hidden from visitors. The stars in item 3 of reviews should be at most 5.',
    );
  });

  it('a value of the wrong kind says what is expected, never the validator’s words', () => {
    expect(invalid('PageIntro', 'backgroundColour', 'must be equal to one of the allowed values')).toBe(
      'This ‘Page intro’ block is hidden from visitors. The background colour is not one of the choices: choose one from the list.',
    );
    expect(invalid('Testimonials', 'testimonials[0].rating', 'must be integer')).toBe(
      'This ‘Reviews’ block is hidden from visitors. The stars in item 1 of reviews should be a whole number: check it in the CMS.',
    );
    expect(invalid('PageIntro', 'heading', 'must be string')).not.toMatch(/must|string|heading —/);
  });

  it('an unknown block kind, a block naming none, and an entry that is not a block', () => {
    expect(blockHealthNote({ ...skip, componentName: 'Carousel3d', reason: 'unknown componentName' }).message).toBe(
      'This ‘Carousel3d’ block is hidden from visitors. The site has no ‘Carousel3d’ block: remove it, or use one of the blocks the CMS offers.',
    );
    expect(blockHealthNote({ ...skip, componentName: null, reason: 'unknown componentName' }).message).toBe(
      'This block is hidden from visitors. It does not say what kind of block it is: remove it and add it again.',
    );
    expect(blockHealthNote({ ...skip, componentName: null, reason: 'not an object' }).message).toBe(
      'This block is hidden from visitors. It is empty: remove it and add the block again.',
    );
  });
});
