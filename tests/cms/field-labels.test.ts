import { describe, expect, it } from 'vitest';
import { FIELD_WORDS, withPlainWords } from '../../cms/src/plain-words/plain-words.ts';

const strapiDefault = (name: string) => ({ edit: { label: name, description: '', placeholder: '', visible: true, editable: true }, list: { label: name, searchable: true, sortable: true } });

describe("the Content Manager's configuration in an editor's words", () => {
  const intro = FIELD_WORDS.components['blocks.page-intro']!.fields;

  it('replaces field names with the schema’s labels and hints, in the form and in the list', () => {
    const merged = withPlainWords({ backgroundColour: strapiDefault('backgroundColour'), isActive: strapiDefault('isActive') }, intro);
    expect(merged.backgroundColour).toEqual({
      edit: { label: 'Background colour', description: 'The colour behind the block.', placeholder: '', visible: true, editable: true },
      list: { label: 'Background colour', searchable: true, sortable: true },
    });
    expect(merged.isActive!.edit.label).toBe('Show on the site');
  });

  it('hides the block type, which the block fixes, from the form', () => {
    expect(withPlainWords({ componentName: strapiDefault('componentName') }, intro).componentName!.edit).toMatchObject({ label: 'Block type', visible: false, editable: false });
  });

  it('keeps what an editor set that the schema does not say (a placeholder), and fields it has no words for', () => {
    const arranged = { heading: { ...strapiDefault('heading'), edit: { ...strapiDefault('heading').edit, placeholder: 'Sleep, tailored' } }, publishAt: strapiDefault('publishAt') };
    const merged = withPlainWords(arranged, intro);
    expect(merged.heading!.edit).toMatchObject({ label: 'Heading', placeholder: 'Sleep, tailored' });
    expect(merged.publishAt).toEqual(strapiDefault('publishAt'));
  });
});
