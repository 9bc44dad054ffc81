// The schema's words for editors (openapi/cms.yaml → field-labels.generated.json) and how they merge into a
// Content Manager configuration; applied to Strapi by field-labels.ts. Free of Strapi imports, so it is tested alone.
import words from './field-labels.generated.json';

export type FieldWords = { label: string; help: string; kind: string; fixed?: boolean };
export type Metadata = { edit: Record<string, unknown>; list: Record<string, unknown> };
export type Configuration = { settings: Record<string, unknown>; metadatas: Record<string, Metadata>; layouts: Record<string, unknown> };

export const FIELD_WORDS = words as {
  contentTypes: Record<string, { label: string; help: string; fields: Record<string, FieldWords> }>;
  components: Record<string, { label: string; help: string; fields: Record<string, FieldWords> }>;
};

/** The configuration's metadatas with the schema's words merged in; fields without words keep theirs. */
export function withPlainWords(metadatas: Record<string, Metadata>, fields: Record<string, FieldWords>): Record<string, Metadata> {
  return Object.fromEntries(
    Object.entries(metadatas).map(([name, meta]) => {
      const field = fields[name];
      if (!field) return [name, meta];
      const fixed = field.fixed ? { visible: false, editable: false } : {};
      return [name, { edit: { ...meta.edit, label: field.label, description: field.help, ...fixed }, list: { ...meta.list, label: field.label } }];
    }),
  );
}
