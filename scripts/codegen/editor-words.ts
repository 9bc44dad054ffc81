// The words an editor reads in Strapi, taken from openapi/cms.yaml (see its header): a schema's own
// `x-editor-label`/`x-editor-help`/`x-icon`, a property's own `x-editor-label`/`x-editor-help`, else the shared
// field glossary `x-editor-fields` by property name. A block, content type or field without words fails codegen,
// so no new field reaches editors as `backgroundColour`.
type Schema = { [key: string]: unknown };

export type EditorWords = { label: string; help: string };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export class EditorGlossary {
  /** Icon name → the block that has it: editors tell blocks apart by their icons in Strapi's block picker. */
  readonly #icons = new Map<string, string>();

  constructor(private readonly fields: Record<string, Partial<{ label: string; help: string }>>) {}

  /** A schema's own words, or null when it has none (inline parts fall back to the field that holds them). */
  ofSchema(schema: Schema): EditorWords | null {
    const label = text(schema['x-editor-label']);
    if (!label) return null;
    const help = text(schema['x-editor-help']);
    if (!help) throw new Error(`openapi/cms.yaml: "${label}" has an x-editor-label but no x-editor-help`);
    return { label, help };
  }

  /** Words a schema must have (blocks, content types, named parts): `where` names it in the error. */
  requireSchema(where: string, schema: Schema): EditorWords {
    const words = this.ofSchema(schema);
    if (!words) throw new Error(`openapi/cms.yaml: ${where} has no x-editor-label and x-editor-help`);
    return words;
  }

  /** A block's design-system icon (a Strapi component icon name), one no other block has. */
  requireIcon(where: string, schema: Schema): string {
    const icon = text(schema['x-icon']);
    if (!icon) throw new Error(`openapi/cms.yaml: ${where} has no x-icon`);
    const owner = this.#icons.get(icon);
    if (owner && owner !== where) throw new Error(`openapi/cms.yaml: ${where} has the x-icon "${icon}" of ${owner}; give it one no other block uses`);
    this.#icons.set(icon, where);
    return icon;
  }

  /** The words of `property` as it appears in `owner`: the property's own, else the glossary's. */
  ofField(owner: string, property: string, schema: Schema): EditorWords {
    const shared = this.fields[property] ?? {};
    const label = text(schema['x-editor-label']) ?? text(shared.label);
    const help = text(schema['x-editor-help']) ?? text(shared.help);
    if (!label || !help) throw new Error(`openapi/cms.yaml: field ${owner}.${property} has no editor's label and help (add it to x-editor-fields)`);
    return { label, help };
  }
}

/** `'Page intro'` from a schema's label; kept as a function so the fallback for unlabeled names is one place. */
export function sentenceCase(name: string): string {
  const spaced = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_.]/g, ' ')
    .trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
}
