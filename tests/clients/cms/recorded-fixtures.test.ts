import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateBlocks } from '../../../content/validate-blocks.ts';
import { CONTENT_RESOURCES } from '../../../clients/cms/content-resources.ts';
import { assertValidResource } from '../../../content/content-snapshot.ts';

type Recording = { path: string; body: { data: unknown } };
const load = (resource: string) => JSON.parse(readFileSync(`tests/fixtures/cms/${resource}.json`, 'utf8')) as Recording;

describe('recorded CMS responses', () => {
  for (const resource of CONTENT_RESOURCES) {
    it(`${resource} matches openapi/cms.yaml`, () => {
      expect(() => assertValidResource(resource, load(resource).body)).not.toThrow();
    });
  }

  it('every recorded page and article block matches its block schema', () => {
    const entries = [
      ...(load('pages').body.data as { attributes: { slug: string; pageContent: unknown[] } }[]).map((e) => [e.attributes.slug, e.attributes.pageContent] as const),
      ...(load('blogArticles').body.data as { attributes: { slug: string; blogContent: unknown[] } }[]).map((e) => [e.attributes.slug, e.attributes.blogContent] as const),
    ];
    const skipped: unknown[] = [];
    for (const [slug, blocks] of entries) validateBlocks(slug, blocks, (skip) => skipped.push(skip));
    expect(skipped).toEqual([]);
  });

  it('asks for what the site needs: deep population and all blog articles in one page', () => {
    expect(load('pages').path).toBe('/api/pages/?populate=deep%2C5&pagination[page]=1&pagination[pageSize]=10000');
    expect(load('blogArticles').path).toContain('pagination[pageSize]=10000');
  });
});
