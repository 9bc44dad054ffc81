// "What changed" between two versions of an entry, in an editor's words: each field of the entry (blocks and
// their fields by position and kind, e.g. "Block 2 (Page intro) › Heading") as text, and the fields whose text
// differs, before and after. System fields (ids, dates, who) are not content and are left out.
import { SYSTEM_FIELDS, type Schema } from './writable-data';

type Attribute = Schema['attributes'][string];
export type SchemaOf = (uid: string) => Schema | undefined;
export type FieldText = { path: string; label: string; text: string };
export type Difference = { path: string; label: string; before: string; after: string };

const EMPTY = '(empty)';
/** `backgroundColour` → "Background colour". */
export const inWords = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .replace(/^./, (first) => first.toUpperCase());

const nameOf = (item: unknown) => {
  const row = (item ?? {}) as Record<string, unknown>;
  return String(row.name ?? row.title ?? row.heading ?? row.slug ?? row.documentId ?? row.id ?? '?');
};

/** Rich text as Strapi's blocks editor keeps it: the words of its paragraphs. */
const blocksText = (nodes: unknown): string =>
  Array.isArray(nodes) ? nodes.map((node: { text?: string; children?: unknown }) => node.text ?? blocksText(node.children)).join(' ').trim() : '';

function valueText(attribute: Attribute, value: unknown): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return EMPTY;
  if (attribute.type === 'boolean') return value ? 'Yes' : 'No';
  if (attribute.type === 'media' || attribute.type === 'relation') return (Array.isArray(value) ? value : [value]).map(nameOf).join(', ');
  if (attribute.type === 'blocks') return blocksText(value) || EMPTY;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Every field of `entry` as text, in the schema's order. */
export function fieldTexts(schemaOf: SchemaOf, schema: Schema, entry: Record<string, unknown>, path = '', label = ''): FieldText[] {
  const fields: FieldText[] = [];
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    if (SYSTEM_FIELDS.has(name) || name === 'componentName') continue;
    const value = entry[name];
    const fieldPath = path ? `${path}.${name}` : name;
    const fieldLabel = label ? `${label} › ${inWords(name)}` : inWords(name);
    const items = Array.isArray(value) ? value : value ? [value] : [];
    if (attribute.type === 'component' && items.length > 0) {
      const component = schemaOf(attribute.component!);
      items.forEach((item, index) => {
        const itemLabel = Array.isArray(value) ? `${fieldLabel} ${index + 1}` : fieldLabel;
        if (component) fields.push(...fieldTexts(schemaOf, component, item, Array.isArray(value) ? `${fieldPath}.${index}` : fieldPath, itemLabel));
      });
    } else if (attribute.type === 'dynamiczone' && items.length > 0) {
      items.forEach((block: Record<string, unknown>, index) => {
        const component = schemaOf(String(block.__component));
        const blockLabel = `Block ${index + 1} (${component?.info?.displayName ?? block.__component})`;
        fields.push({ path: `${fieldPath}.${index}`, label: blockLabel, text: String(component?.info?.displayName ?? block.__component) });
        if (component) fields.push(...fieldTexts(schemaOf, component, block, `${fieldPath}.${index}`, blockLabel));
      });
    } else if (attribute.type === 'component' || attribute.type === 'dynamiczone') {
      fields.push({ path: fieldPath, label: fieldLabel, text: EMPTY });
    } else fields.push({ path: fieldPath, label: fieldLabel, text: valueText(attribute, value) });
  }
  return fields;
}

/** The fields whose text differs between `before` and `after`, in the order an editor reads the entry. */
export function differences(schemaOf: SchemaOf, schema: Schema, before: Record<string, unknown>, after: Record<string, unknown>): Difference[] {
  const old = fieldTexts(schemaOf, schema, before);
  const now = fieldTexts(schemaOf, schema, after);
  const oldByPath = new Map(old.map((field) => [field.path, field]));
  const nowByPath = new Map(now.map((field) => [field.path, field]));
  const paths = [...new Set([...old.map((field) => field.path), ...now.map((field) => field.path)])];
  return paths.flatMap((path) => {
    const was = oldByPath.get(path);
    const is = nowByPath.get(path);
    const beforeText = was?.text ?? EMPTY;
    const afterText = is?.text ?? EMPTY;
    return beforeText === afterText ? [] : [{ path, label: (is ?? was)!.label, before: beforeText, after: afterText }];
  });
}
