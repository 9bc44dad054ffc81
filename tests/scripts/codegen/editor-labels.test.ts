import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateEditorLabels } from '../../../scripts/codegen/editor-labels.ts';
import { generateStrapiSchemas } from '../../../scripts/codegen/strapi-schemas.ts';

type Field = { label: string; help: string; kind: string; fixed?: boolean };
type Words = {
  contentTypes: Record<string, { label: string; help: string; fields: Record<string, Field> }>;
  components: Record<string, { label: string; help: string; fields: Record<string, Field> }>;
  colours: { value: string; label: string; swatch: string }[];
};
type Yaml = Record<string, unknown> & { components: { schemas: Record<string, Record<string, unknown>> } };

const yamlText = readFileSync('openapi/cms.yaml', 'utf8');
let words: Words;
let site: string;
let schemaFiles: Map<string, string>;

/** A copy of the project with openapi/cms.yaml changed by `edit`, for the generator to read. */
function projectWith(edit: (doc: Yaml) => void): string {
  const root = mkdtempSync(join(tmpdir(), 'editor-labels-'));
  const doc = parse(yamlText) as Yaml;
  edit(doc);
  mkdirSync(join(root, 'openapi'));
  mkdirSync(join(root, 'renderer/styles'), { recursive: true });
  writeFileSync(join(root, 'openapi/cms.yaml'), stringify(doc));
  writeFileSync(join(root, 'renderer/styles/tokens.css'), readFileSync('renderer/styles/tokens.css'));
  return root;
}

beforeAll(async () => {
  const files = await generateEditorLabels(process.cwd());
  words = JSON.parse(files.find((f) => f.path === 'cms/src/plain-words/field-labels.generated.json')!.content) as Words;
  site = files.find((f) => f.path === 'generated/cms-field-labels.ts')!.content;
  schemaFiles = new Map((await generateStrapiSchemas(process.cwd())).map((file) => [file.path, file.content]));
});

describe("editors' words generated from openapi/cms.yaml", () => {
  it('a block is named in words, with its one-line help and an icon, in the Strapi component itself', () => {
    const intro = JSON.parse(schemaFiles.get('cms/src/components/blocks/page-intro.json')!) as { info: Record<string, string> };
    expect(intro.info).toEqual({
      displayName: 'Page intro',
      description: 'The opening of a page: its heading, a short line and a background picture.',
      icon: 'layout',
    });
    const page = JSON.parse(schemaFiles.get('cms/src/api/page/content-types/page/schema.json')!) as { info: Record<string, string> };
    expect(page.info).toMatchObject({ displayName: 'Page', description: 'A page of the site; its blocks show in the order you place them.' });
  });

  it('blocks tell themselves apart: no two share a name or an icon', () => {
    const blocks = Object.entries(words.components).filter(([uid]) => uid.startsWith('blocks.'));
    expect(blocks.length).toBeGreaterThan(30);
    const icons = blocks.map(
      ([uid]) => (JSON.parse(schemaFiles.get(`cms/src/components/${uid.replace('.', '/')}.json`)!) as { info: { icon: string } }).info.icon,
    );
    expect(new Set(icons).size).toBe(blocks.length);
    expect(new Set(blocks.map(([, block]) => block.label)).size).toBe(blocks.length);
  });

  it('every field of every content type and component has a label and a help line, none of them a field name', () => {
    for (const owner of [...Object.values(words.contentTypes), ...Object.values(words.components)]) {
      for (const [name, field] of Object.entries(owner.fields)) {
        expect(field.label, name).not.toBe('');
        expect(field.help, name).not.toBe('');
        if (/[A-Z]/.test(name.slice(1))) expect(field.label).not.toBe(name);
      }
    }
    const intro = words.components['blocks.page-intro']!.fields;
    expect(intro.backgroundColour).toMatchObject({ label: 'Background colour', kind: 'choice' });
    expect(intro.isActive).toMatchObject({ label: 'Show on the site', help: expect.stringContaining('without deleting it') });
    expect(intro.componentName).toMatchObject({ label: 'Block type', fixed: true });
    expect(intro.heading).not.toHaveProperty('fixed');
  });

  it('a property can say what it means where the shared word would be wrong (a button’s colours, the info panels)', () => {
    const button = words.components['shared.button']!.fields;
    expect(button.backgroundColour!.label).toBe('Button colour');
    expect(button.buttonColour!.label).toBe('Words colour');
    expect(words.contentTypes['api::info-modal.info-modal']!.fields.colour!.label).toBe('Colour panel');
  });

  it('colours go by name, each with the swatch the site paints', () => {
    expect(words.colours).toContainEqual({ value: 'sage-green', label: 'Sage green', swatch: '#8f9d88' });
    expect(words.colours).toContainEqual({ value: 'neutral-1', label: 'Linen', swatch: '#f3efe9' });
    expect(words.colours.map((c) => c.value)).toEqual(expect.arrayContaining(['neutral-white', 'neutral-black', 'transparent', 'primary-blue']));
  });

  it('the site gets the same labels for its preview notes, nested fields by path', () => {
    expect(site).toContain('"label":"Page intro"');
    expect(site).toMatch(/ThreeColumnInfo: .*"tiles\.heading":\{"label":"Heading","kind":"text"\}/);
  });

  it('labels come from the yaml: a changed label is what Strapi and the site get', async () => {
    const root = projectWith((doc) => {
      doc.components.schemas.PageIntroBlock!['x-editor-label'] = 'Opening';
      (doc['x-editor-fields'] as Record<string, { label: string }>).heading!.label = 'Headline';
    });
    const [cms, , siteFile] = await generateEditorLabels(root);
    const changed = JSON.parse(cms!.content) as Words;
    expect(changed.components['blocks.page-intro']).toMatchObject({ label: 'Opening', fields: { heading: { label: 'Headline' } } });
    expect(siteFile!.content).toContain('"label":"Opening"');
  });

  it('a block without words, a field without a label, or a colour without a name stops codegen, naming what is missing', async () => {
    const noLabel = projectWith((doc) => delete doc.components.schemas.FaqBlock!['x-editor-label']);
    await expect(generateEditorLabels(noLabel)).rejects.toThrow(/FaqBlock has no x-editor-label/);
    const noIcon = projectWith((doc) => delete doc.components.schemas.FaqBlock!['x-icon']);
    await expect(generateEditorLabels(noIcon)).rejects.toThrow(/FaqBlock has no x-icon/);
    const sameIcon = projectWith((doc) => (doc.components.schemas.FaqBlock!['x-icon'] = doc.components.schemas.PageCallToActionBlock!['x-icon']));
    await expect(generateEditorLabels(sameIcon)).rejects.toThrow(/has the x-icon "cursor" of .*give it one no other block uses/);
    const noField = projectWith((doc) => delete (doc['x-editor-fields'] as Record<string, unknown>).prompt);
    await expect(generateEditorLabels(noField)).rejects.toThrow(/field Faq\.prompt has no editor's label/);
    const noColour = projectWith((doc) => delete (doc.components.schemas.Colour!['x-enum-labels'] as Record<string, string>)['sage-green']);
    await expect(generateEditorLabels(noColour)).rejects.toThrow(/colour sage-green has no name/);
  });
});
