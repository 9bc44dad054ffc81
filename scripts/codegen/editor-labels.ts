// openapi/cms.yaml's editors' words → two files:
// - cms/src/plain-words/field-labels.generated.json: what Strapi's Content Manager shows for every content type's
//   and component's fields (label, help line, fixed fields hidden), and the brand colours by name with their swatch;
//   cms/src/plain-words/ applies it at bootstrap.
// - cms/src/admin/colour-field/colours.generated.json: the colours by name with their swatch, for the admin's colour field.
// - generated/cms-field-labels.ts: the blocks' and fields' labels for the site's preview notes (content/block-health.ts),
//   so the site names a field the way the CMS shows it.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { EditorWords } from './editor-words.ts';
import type { GeneratedFile } from './generated-file.ts';
import { buildStrapiModel, type ComponentFile } from './strapi-schemas.ts';

type Attribute = Record<string, unknown>;
/** What a field holds, so a note can say what to do ('add one', 'choose one'). */
export type FieldKind = 'text' | 'list' | 'part' | 'picture' | 'choice' | 'switch' | 'number' | 'date' | 'link';
export type FieldWords = EditorWords & { kind: FieldKind; fixed?: true };
export type ColourName = { value: string; label: string; swatch: string };

const TOKENS_PATH = 'renderer/styles/tokens.css';

function kindOf(attribute: Attribute): FieldKind {
  switch (attribute.type) {
    case 'component':
      return attribute.repeatable ? 'list' : 'part';
    case 'dynamiczone':
      return 'list';
    case 'media':
      return 'picture';
    case 'enumeration':
    case 'customField':
      return 'choice';
    case 'boolean':
      return 'switch';
    case 'integer':
    case 'float':
      return 'number';
    case 'date':
    case 'datetime':
      return 'date';
    case 'relation':
      return 'link';
    default:
      return 'text';
  }
}

/** A field whose value the schema fixes (a block's componentName) is shown to no one and edited by no one. */
const isFixed = (attribute: Attribute) =>
  attribute.type === 'enumeration' && Array.isArray(attribute.enum) && attribute.enum.length === 1 && attribute.default === attribute.enum[0];

function fieldsOf(attributes: Record<string, Attribute>, words: Record<string, EditorWords>): Record<string, FieldWords> {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, attribute]) => [
      name,
      { ...words[name]!, kind: kindOf(attribute), ...(isFixed(attribute) ? { fixed: true as const } : {}) },
    ]),
  );
}

/** The colour enumeration's names, each with the code renderer/styles/tokens.css gives it (`--colour-<value>`). */
async function colourNames(root: string, colour: Record<string, unknown>): Promise<ColourName[]> {
  const tokens = await readFile(resolve(root, TOKENS_PATH), 'utf8');
  const labels = (colour['x-enum-labels'] ?? {}) as Record<string, string>;
  return (colour.enum as string[]).map((value) => {
    const label = labels[value];
    if (!label) throw new Error(`openapi/cms.yaml: colour ${value} has no name in x-enum-labels`);
    const swatch = new RegExp(`--colour-${value}:\\s*([^;]+);`).exec(tokens)?.[1]?.trim();
    if (!swatch) throw new Error(`${TOKENS_PATH}: no --colour-${value} for the colour named ${label}`);
    return { value, label, swatch };
  });
}

/** Dotted field paths of a component ('tiles.heading'), each with its label, for the site's notes. */
function pathLabels(component: ComponentFile, byUid: Map<string, ComponentFile>, prefix = '', depth = 0): Record<string, { label: string; kind: FieldKind }> {
  const out: Record<string, { label: string; kind: FieldKind }> = {};
  for (const [name, attribute] of Object.entries(component.attributes)) {
    const path = `${prefix}${name}`;
    out[path] = { label: component.fields[name]!.label, kind: kindOf(attribute) };
    const inner = attribute.type === 'component' ? byUid.get(attribute.component as string) : undefined;
    if (inner && depth < 4) Object.assign(out, pathLabels(inner, byUid, `${path}.`, depth + 1));
  }
  return out;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export async function generateEditorLabels(root: string): Promise<GeneratedFile[]> {
  const { contentTypes, components, doc } = await buildStrapiModel(root);
  const schemas = (doc.components as { schemas: Record<string, Record<string, unknown>> }).schemas;
  const byUid = new Map(components.map((c) => [c.uid, c]));

  const cms = {
    note: 'Generated from openapi/cms.yaml by `npm run codegen`: change that file, not this one.',
    contentTypes: Object.fromEntries(contentTypes.map((t) => [t.uid, { ...t.words, fields: fieldsOf(t.attributes, t.fields) }])),
    components: Object.fromEntries(components.map((c) => [c.uid, { ...c.words, fields: fieldsOf(c.attributes, c.fields) }])),
    colours: await colourNames(root, schemas.Colour!),
  };

  const blocks = components.filter((c) => c.componentName);
  const site = [
    '// Generated from openapi/cms.yaml by `npm run codegen`. Do not edit.',
    "// Each block's name and its fields' labels as editors read them in the CMS (paths as 'tiles.heading').",
    "export type FieldKind = 'text' | 'list' | 'part' | 'picture' | 'choice' | 'switch' | 'number' | 'date' | 'link';",
    'export type BlockWords = { label: string; fields: Record<string, { label: string; kind: FieldKind }> };',
    '',
    'export const BLOCK_WORDS: Record<string, BlockWords> = {',
    ...blocks.map((b) => `  ${b.componentName}: ${JSON.stringify({ label: b.words.label, fields: pathLabels(b, byUid) })},`),
    '};',
    '',
  ].join('\n');

  return [
    { path: 'cms/src/plain-words/field-labels.generated.json', content: json(cms) },
    { path: 'cms/src/admin/colour-field/colours.generated.json', content: json(cms.colours) },
    { path: 'generated/cms-field-labels.ts', content: site },
  ];
}
