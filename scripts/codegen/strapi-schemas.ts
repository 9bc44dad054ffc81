// openapi/cms.yaml → the Strapi project's content types and components (cms/src/api/*, cms/src/components/*),
// so what an editor can save in Strapi is what the site validates: one block component per `__component`,
// required fields, colour and size enumerations, rating bounds, media where the site reads media.
// Where Strapi has no option for a rule (e.g. an empty list), the site's validator still decides.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { EditorGlossary, type EditorWords } from './editor-words.ts';
import { CMS_SCHEMA_PATH, type GeneratedFile } from './generated-file.ts';

type Schema = { [key: string]: unknown };
type Attribute = Record<string, unknown>;
/** A Strapi component with the words an editor reads: its own, its icon (blocks) and each field's. */
export type ComponentFile = {
  uid: string;
  words: EditorWords;
  icon?: string;
  componentName?: string;
  attributes: Record<string, Attribute>;
  fields: Record<string, EditorWords>;
};
/** A content type as generated, with the words of its fields. */
export type ContentTypeModel = {
  type: (typeof SITE_CONTENT_TYPES)[number];
  uid: string;
  words: EditorWords;
  attributes: Record<string, Attribute>;
  fields: Record<string, EditorWords>;
};

const REF = '#/components/schemas/';
const GENERATED_NOTE = 'Generated from openapi/cms.yaml by `npm run codegen`: change that file, not this one.';
const CMS_SRC = 'cms/src';

/** The resources the site reads, each a Strapi content type built from the schema of its entry's attributes. */
export const SITE_CONTENT_TYPES = [
  { schema: 'Page', singular: 'page', plural: 'pages', kind: 'collectionType', draftAndPublish: true },
  { schema: 'BlogArticle', singular: 'blog-article', plural: 'blog-articles', kind: 'collectionType', draftAndPublish: true },
  { schema: 'BlogCategory', singular: 'blog-category', plural: 'blog-categories', kind: 'collectionType', draftAndPublish: false },
  { schema: 'Header', singular: 'header', plural: 'headers', kind: 'singleType', draftAndPublish: false },
  { schema: 'Navigation', singular: 'navigation', plural: 'navigations', kind: 'singleType', draftAndPublish: false },
  { schema: 'Footer', singular: 'footer', plural: 'footers', kind: 'singleType', draftAndPublish: false },
  { schema: 'SubscribeModal', singular: 'subscribe-modal', plural: 'subscribe-modals', kind: 'singleType', draftAndPublish: false },
  { schema: 'SoldOutModal', singular: 'sold-out-modal', plural: 'sold-out-modals', kind: 'singleType', draftAndPublish: false },
  { schema: 'InfoModal', singular: 'info-modal', plural: 'info-modals', kind: 'singleType', draftAndPublish: false },
  { schema: 'PrivacyChoices', singular: 'privacy-choice', plural: 'privacy-choices', kind: 'singleType', draftAndPublish: false },
] as const;

/** The field a slug's UID is generated from in the admin. */
const SLUG_SOURCE: Record<string, string> = { Page: 'title', BlogArticle: 'heading', BlogCategory: 'blogCategory' };
/** Entry fields Strapi keeps itself. */
const SYSTEM_FIELDS = new Set(['id', '__component', 'createdAt', 'updatedAt', 'publishedAt']);
/** Short single-line texts; every other plain string is a multi-line text (no 255-character column limit). */
const SHORT_TEXTS = new Set([
  'heading',
  'title',
  'label',
  'name',
  'role',
  'buttonText',
  'placeholder',
  'alt',
  'keyword',
  'category',
  'metaTitle',
  'emailLabel',
  'mobileLabel',
  'messageLabel',
  'allLabel',
  'seeAllLabel',
  'defaultAuthorName',
  'linkText',
  'authorName',
  'blogCategory',
  'successHeading',
  'hexCode',
  'url',
  'externalLink',
  'linkUrl',
  'value',
  'prompt',
  'textLine1',
  'textLine2',
]);
/** Media fields that hold something other than an image. */
const MEDIA_TYPES: Record<string, string[]> = { video: ['videos'], captions: ['files'] };
const DEFAULT_TRUE = new Set(['isActive', 'isVisible', 'available']);
/** The CMS's custom field for brand colours (cms/src/plain-words/colour-field.ts, cms/src/admin/colour-field/). */
const COLOUR_FIELD = 'global::colour';

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const refName = (schema: Schema) => (typeof schema.$ref === 'string' ? schema.$ref.replace(REF, '') : null);
const typesOf = (schema: Schema): string[] => (Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : []);

class StrapiSchemaBuilder {
  readonly components = new Map<string, ComponentFile>();
  private readonly contentTypeOfSchema = new Map<string, string>(SITE_CONTENT_TYPES.map((t) => [t.schema, `api::${t.singular}.${t.singular}`]));

  constructor(
    private readonly schemas: Record<string, Schema>,
    private readonly glossary: EditorGlossary,
  ) {}

  /** Properties and required names of an object schema, following allOf (InfoSizePanel = InfoPanel + sizes). */
  objectParts(schema: Schema): { properties: Record<string, Schema>; required: Set<string> } {
    const name = refName(schema);
    if (name) return this.objectParts(this.schemas[name]!);
    const properties: Record<string, Schema> = {};
    const required = new Set<string>();
    for (const part of (schema.allOf as Schema[] | undefined) ?? []) {
      const inner = this.objectParts(part);
      Object.assign(properties, inner.properties);
      inner.required.forEach((r) => required.add(r));
    }
    Object.assign(properties, (schema.properties as Record<string, Schema> | undefined) ?? {});
    for (const r of (schema.required as string[] | undefined) ?? []) required.add(r);
    return { properties, required };
  }

  /** The Strapi attributes of an object schema; `fields` collects each one's words for the editor. */
  attributesOf(owner: string, schema: Schema, fields: Record<string, EditorWords> = {}): Record<string, Attribute> {
    const { properties, required } = this.objectParts(schema);
    const attributes: Record<string, Attribute> = {};
    for (const [property, child] of Object.entries(properties)) {
      if (SYSTEM_FIELDS.has(property)) continue;
      fields[property] = this.glossary.ofField(owner, property, child);
      attributes[property] = this.attribute(owner, property, child, required.has(property), fields[property]);
    }
    return attributes;
  }

  /** A nullable wrapper (`oneOf: [X, null]`) unwrapped, with whether null was allowed. */
  private unwrapNullable(schema: Schema): { schema: Schema; nullable: boolean } {
    const name = refName(schema);
    const target = name ? this.schemas[name]! : schema;
    const options = target.oneOf as Schema[] | undefined;
    if (options && options.length === 2 && options.some((o) => typesOf(o).includes('null') && !o.properties)) {
      return { schema: options.find((o) => !typesOf(o).includes('null') || o.properties)!, nullable: true };
    }
    return { schema, nullable: typesOf(schema).includes('null') };
  }

  private attribute(owner: string, property: string, raw: Schema, listedRequired: boolean, holder: EditorWords): Attribute {
    const { schema, nullable } = this.unwrapNullable(raw);
    const required = listedRequired && !nullable;
    const name = refName(schema);
    if (name === 'MediaRelation') return { type: 'media', multiple: false, required: false, allowedTypes: MEDIA_TYPES[property] ?? ['images'] };
    if (name === 'PageLinkRelation') return { type: 'relation', relation: 'oneToOne', target: 'api::page.page' };
    if (property === 'slug') return { type: 'uid', required: true, ...(SLUG_SOURCE[owner] ? { targetField: SLUG_SOURCE[owner] } : {}) };
    if (typeof schema.const === 'string') return { type: 'enumeration', enum: [schema.const], default: schema.const, required: true };

    const target = name ? this.schemas[name]! : schema;
    // Colours are picked by name and swatch (the CMS's colour field), stored as the same codes as an enumeration.
    if (name === 'Colour') return { type: 'customField', customField: COLOUR_FIELD, enum: target.enum, required };
    if (typesOf(target).includes('string') && Array.isArray(target.enum)) return { type: 'enumeration', enum: target.enum, required };
    if (name) return { type: 'component', component: this.component('shared', kebab(name), name, target, holder), repeatable: false, required };

    const relatedType = this.relationTarget(schema);
    if (relatedType) return { type: 'relation', relation: 'manyToOne', target: relatedType };

    const types = typesOf(schema);
    if (types.includes('array')) {
      const items = schema.items as Schema;
      if (refName(items) === 'PageBlock') return { type: 'dynamiczone', components: this.blockComponents() };
      const itemName = refName(items);
      const component = itemName
        ? this.component('shared', kebab(itemName), itemName, this.schemas[itemName]!, holder)
        : this.component('parts', `${kebab(owner)}-${kebab(property)}`, `${owner} ${property}`, items, holder);
      return { type: 'component', component, repeatable: true };
    }
    if (types.includes('object')) {
      return {
        type: 'component',
        component: this.component('parts', `${kebab(owner)}-${kebab(property)}`, `${owner} ${property}`, schema, holder),
        repeatable: false,
        required,
      };
    }
    if (types.includes('boolean')) return { type: 'boolean', default: DEFAULT_TRUE.has(property), required };
    if (types.includes('integer') || types.includes('number')) {
      return { type: types.includes('integer') ? 'integer' : 'float', required, ...bounds(schema) };
    }
    if (schema.format === 'markdown') return { type: 'richtext', required };
    if (schema.format === 'date') return { type: 'date', required };
    if (schema.format === 'date-time') return { type: 'datetime', required };
    if (typeof schema.pattern === 'string') return { type: 'string', regex: schema.pattern, required };
    return { type: SHORT_TEXTS.has(property) ? 'string' : 'text', required };
  }

  /** `{ data: { id, attributes: $ref X } | null }` where X is a content type's schema: a relation to it. */
  private relationTarget(schema: Schema): string | null {
    const data = (schema.properties as Record<string, Schema> | undefined)?.data;
    for (const option of (data?.oneOf as Schema[] | undefined) ?? []) {
      const attributes = (option.properties as Record<string, Schema> | undefined)?.attributes;
      const target = attributes && refName(attributes);
      if (target && this.contentTypeOfSchema.has(target)) return this.contentTypeOfSchema.get(target)!;
    }
    return null;
  }

  /** A shared or inline part; without words of its own it is called what the field holding it is called. */
  private component(category: string, name: string, owner: string, schema: Schema, holder: EditorWords): string {
    const uid = `${category}.${name}`;
    if (this.components.has(uid)) return uid;
    const ownerName = owner.replace(/Block$/, '');
    const component: ComponentFile = { uid, words: this.glossary.ofSchema(schema) ?? holder, attributes: {}, fields: {} };
    this.components.set(uid, component);
    component.attributes = this.attributesOf(ownerName.replace(/\s/g, '-'), schema, component.fields);
    return uid;
  }

  /** Every block kind of PageBlock's oneOf, as a `blocks.*` component named after its `__component`. */
  blockComponents(): string[] {
    const uids: string[] = [];
    for (const option of (this.schemas.PageBlock!.oneOf as Schema[]) ?? []) {
      const schemaName = refName(option)!;
      const schema = this.schemas[schemaName]!;
      const componentConst = ((schema.properties as Record<string, Schema>).__component!.const as string).split('.');
      const componentName = (schema.properties as Record<string, Schema>).componentName!.const as string;
      const uid = `${componentConst[0]}.${componentConst[1]}`;
      if (!this.components.has(uid)) {
        const words = this.glossary.requireSchema(schemaName, schema);
        const component: ComponentFile = { uid, words, icon: this.glossary.requireIcon(schemaName, schema), componentName, attributes: {}, fields: {} };
        this.components.set(uid, component);
        component.attributes = this.attributesOf(componentName, schema, component.fields);
      }
      uids.push(uid);
    }
    return uids;
  }
}

function bounds(schema: Schema): Attribute {
  const out: Attribute = {};
  if (typeof schema.minimum === 'number') out.min = schema.minimum;
  if (typeof schema.maximum === 'number') out.max = schema.maximum;
  return out;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function coreFile(kind: 'routes' | 'controllers' | 'services', uid: string): string {
  const factory = { routes: 'createCoreRouter', controllers: 'createCoreController', services: 'createCoreService' }[kind];
  return `// ${GENERATED_NOTE}\nimport { factories } from '@strapi/strapi';\n\nexport default factories.${factory}('${uid}');\n`;
}

/** The content types and components Strapi gets, with every label and help line an editor reads. */
export async function buildStrapiModel(root: string): Promise<{ contentTypes: ContentTypeModel[]; components: ComponentFile[]; doc: Schema }> {
  const doc = parse(await readFile(resolve(root, CMS_SCHEMA_PATH), 'utf8')) as Schema & { components: { schemas: Record<string, Schema> } };
  const glossary = new EditorGlossary((doc['x-editor-fields'] as Record<string, { label: string; help: string }> | undefined) ?? {});
  const builder = new StrapiSchemaBuilder(doc.components.schemas, glossary);
  const contentTypes = SITE_CONTENT_TYPES.map((type): ContentTypeModel => {
    const schema = doc.components.schemas[type.schema]!;
    const fields: Record<string, EditorWords> = {};
    const attributes = builder.attributesOf(type.schema, schema, fields);
    return { type, uid: `api::${type.singular}.${type.singular}`, words: glossary.requireSchema(type.schema, schema), attributes, fields };
  });
  return { contentTypes, components: [...builder.components.values()].sort((a, b) => a.uid.localeCompare(b.uid)), doc };
}

export async function generateStrapiSchemas(root: string): Promise<GeneratedFile[]> {
  const { contentTypes, components } = await buildStrapiModel(root);
  const files: GeneratedFile[] = [];

  for (const { type, uid, words, attributes } of contentTypes) {
    const base = `${CMS_SRC}/api/${type.singular}`;
    files.push({
      path: `${base}/content-types/${type.singular}/schema.json`,
      content: json({
        kind: type.kind,
        collectionName: type.plural.replace(/-/g, '_'),
        info: { singularName: type.singular, pluralName: type.plural, displayName: words.label, description: words.help },
        options: { draftAndPublish: type.draftAndPublish },
        pluginOptions: {},
        attributes,
      }),
    });
    for (const kind of ['routes', 'controllers', 'services'] as const)
      files.push({ path: `${base}/${kind}/${type.singular}.ts`, content: coreFile(kind, uid) });
  }

  for (const component of components) {
    const [category, name] = component.uid.split('.') as [string, string];
    files.push({
      path: `${CMS_SRC}/components/${category}/${name}.json`,
      content: json({
        collectionName: `components_${category}_${name.replace(/-/g, '_')}`,
        info: { displayName: component.words.label, description: component.words.help, ...(component.icon ? { icon: component.icon } : {}) },
        options: {},
        attributes: component.attributes,
      }),
    });
  }

  const list = SITE_CONTENT_TYPES.map((t) => `  { uid: 'api::${t.singular}.${t.singular}', kind: '${t.kind}', draftAndPublish: ${t.draftAndPublish} },`);
  files.push({
    path: `${CMS_SRC}/site-content-types.ts`,
    content: [
      `// ${GENERATED_NOTE}`,
      '// The content types the site reads: the public role may read them, and the seed fills them.',
      'export const SITE_CONTENT_TYPES = [',
      ...list,
      '] as const;',
      '',
      "export type SiteContentTypeUid = (typeof SITE_CONTENT_TYPES)[number]['uid'];",
      '',
    ].join('\n'),
  });
  return files;
}
