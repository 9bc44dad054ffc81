import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateStrapiSchemas } from '../../../scripts/codegen/strapi-schemas.ts';

type Attribute = Record<string, unknown> & { type: string; components?: string[] };
type SchemaFile = { info: { description: string }; attributes: Record<string, Attribute> };
type OpenApi = { components: { schemas: Record<string, { oneOf?: { $ref: string }[]; properties?: Record<string, { const?: string }> }> } };

let files: Map<string, string>;
const read = (path: string) => JSON.parse(files.get(path) ?? 'null') as SchemaFile;
const component = (uid: string) => read(`cms/src/components/${uid.replace('.', '/')}.json`);
const openapi = parse(readFileSync('openapi/cms.yaml', 'utf8')) as OpenApi;

beforeAll(async () => {
  files = new Map((await generateStrapiSchemas(process.cwd())).map((file) => [file.path, file.content]));
});

describe('Strapi schemas generated from openapi/cms.yaml', () => {
  it('has one block component per block kind, named by its __component, in both dynamic zones', () => {
    const schemas = openapi.components.schemas;
    const blockNames = schemas.PageBlock!.oneOf!.map((ref) => schemas[ref.$ref.split('/').pop()!]!.properties!.__component!.const!);
    const pageContent = read('cms/src/api/page/content-types/page/schema.json').attributes.pageContent!;
    const blogContent = read('cms/src/api/blog-article/content-types/blog-article/schema.json').attributes.blogContent!;
    expect(blockNames).toContain('blocks.page-intro');
    expect(pageContent).toEqual({ type: 'dynamiczone', components: blockNames });
    expect(blogContent.components).toEqual(blockNames);
    for (const name of blockNames) expect(component(name).info.description).not.toBe('');
  });

  it('lets an editor save only what the site accepts: a preset componentName, required texts, colour choices, rating bounds, media fields', () => {
    const intro = component('blocks.page-intro').attributes;
    expect(intro.componentName).toEqual({ type: 'enumeration', enum: ['PageIntro'], default: 'PageIntro', required: true });
    expect(intro.heading).toMatchObject({ type: 'string', required: true });
    expect(intro.subHeading).toMatchObject({ required: false });
    expect(intro.backgroundColour).toMatchObject({
      type: 'customField',
      customField: 'global::colour',
      required: true,
      enum: expect.arrayContaining(['sage-green', 'neutral-white']),
    });
    expect(intro.backgroundImage).toMatchObject({ type: 'media', multiple: false, allowedTypes: ['images'] });
    expect(component('shared.testimonial').attributes.rating).toMatchObject({ type: 'integer', min: 1, max: 5, required: true });
    expect(component('blocks.measure-video').attributes.video).toMatchObject({ type: 'media', allowedTypes: ['videos'] });
    expect(component('blocks.faq').attributes.sections).toEqual({ type: 'component', component: 'shared.faq-section', repeatable: true });
  });

  it('draft & publish on pages and articles only; an article names its category by a relation', () => {
    expect(files.get('cms/src/api/page/content-types/page/schema.json')).toContain('"draftAndPublish": true');
    expect(files.get('cms/src/api/blog-article/content-types/blog-article/schema.json')).toContain('"draftAndPublish": true');
    expect(files.get('cms/src/api/header/content-types/header/schema.json')).toContain('"draftAndPublish": false');
    expect(read('cms/src/api/blog-article/content-types/blog-article/schema.json').attributes.blog_category).toEqual({
      type: 'relation',
      relation: 'manyToOne',
      target: 'api::blog-category.blog-category',
    });
  });
});
