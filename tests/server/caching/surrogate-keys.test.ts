import { describe, expect, it } from 'vitest';
import { CONTENT_RESOURCES, type ContentResource } from '../../../clients/cms/content-resources.ts';
import { buildContentSnapshot, type RawContent } from '../../../content/content-snapshot.ts';
import { changedSurrogateKeys, surrogateKeysOf } from '../../../server/caching/surrogate-keys.ts';
import { recording } from '../content/cms-replay.ts';

type Entity = { id: number; attributes: Record<string, unknown> };
const recorded = (): RawContent => Object.fromEntries(CONTENT_RESOURCES.map((resource) => [resource, structuredClone(recording(resource).body)])) as RawContent;
const snapshotOf = (raw: RawContent) => buildContentSnapshot(raw, new Date(0).toISOString(), () => {});
const entries = (raw: RawContent, resource: ContentResource) => (raw[resource] as { data: Entity[] }).data;
const bySlug = (raw: RawContent, resource: ContentResource, slug: string) => entries(raw, resource).find((entry) => entry.attributes.slug === slug)!;

/** The keys a change to the recorded content makes. */
function keysAfter(edit: (raw: RawContent) => void): string[] {
  const before = recorded();
  const after = recorded();
  edit(after);
  return changedSurrogateKeys(snapshotOf(before), snapshotOf(after)).sort();
}

describe('which surrogate keys a content change purges', () => {
  it('nothing when the content is the same', () => {
    expect(keysAfter(() => {})).toEqual([]);
  });

  it('an edited page: that page only', () => {
    expect(keysAfter((raw) => (bySlug(raw, 'pages', 'faqs').attributes.title = 'Questions, answered'))).toEqual(['page:faqs']);
  });

  it('an edited article: that article (and the galleries that list it carry its key)', () => {
    const slug = entries(recorded(), 'blogArticles')[0]!.attributes.slug as string;
    expect(keysAfter((raw) => (bySlug(raw, 'blogArticles', slug).attributes.heading = 'New heading'))).toEqual([`article:${slug}`]);
  });

  it('an article published or removed, or moved to another date: that article and the article list', () => {
    const first = entries(recorded(), 'blogArticles')[0]!;
    const slug = first.attributes.slug as string;
    const added = { ...structuredClone(first), id: 9999, attributes: { ...structuredClone(first.attributes), slug: 'new-article' } };
    expect(keysAfter((raw) => entries(raw, 'blogArticles').push(added))).toEqual(['article-list', 'article:new-article']);
    expect(keysAfter((raw) => entries(raw, 'blogArticles').shift())).toEqual(['article-list', `article:${slug}`]);
    expect(keysAfter((raw) => (bySlug(raw, 'blogArticles', slug).attributes.date = '2001-01-01'))).toEqual(['article-list', `article:${slug}`]);
  });

  it('the header, navigation, footer, a modal or the privacy choices: the layout every page carries', () => {
    for (const resource of ['header', 'navigation', 'footer', 'subscribeModal', 'soldOutModal', 'infoModal', 'privacyChoices'] as const) {
      expect(
        keysAfter((raw) => ((raw[resource] as { data: Entity }).data.attributes.updatedAt = '2030-01-01T00:00:00.000Z')),
        resource,
      ).toEqual(['layout']);
    }
  });

  it('the home page’s SEO entry (its share image is every page’s fallback): the home page and the layout', () => {
    expect(keysAfter((raw) => ((bySlug(raw, 'pages', 'home').attributes.pageSeo as { metaTitle: string }).metaTitle = 'Home, again'))).toEqual([
      'layout',
      'page:home',
    ]);
  });

  it('keys never hold a separator of xkey, Cache-Tag or Surrogate-Key', () => {
    const keys = surrogateKeysOf({ kind: 'page', slug: 'a b,c', listsArticles: true, listedArticles: ['x y'], showsShopData: true });
    expect(keys).toEqual(['page:a%20b%2Cc', 'article-list', 'article:x%20y', 'catalogue', 'layout']);
  });

  it('an article names the blog page too (its breadcrumb shows the blog’s title)', () => {
    expect(surrogateKeysOf({ kind: 'article', slug: 'Care-Guide' })).toEqual(['article:care-guide', 'page:blog', 'layout']);
  });
});
