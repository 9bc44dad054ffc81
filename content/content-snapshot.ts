// One immutable view of all CMS content, built from the nine raw resources. Resources are validated
// against the generated envelope validators; a resource that fails is reported, never half-used.
import type { ContentResource } from '../clients/cms/content-resources.ts';
import type { CmsSchemas, PageBlock } from './cms-types.ts';
import { type BlockSkip, validateBlocks } from './validate-blocks.ts';
import { resourceValidators, type CmsResourceOperation } from '../generated/cms-validators.ts';

export type RawContent = Record<ContentResource, unknown>;

export type PageSeo = CmsSchemas['PageSeo'];
export type ContentPage = { slug: string; title: string; seo: PageSeo | null; blocks: PageBlock[]; updatedAt: string | null };
export type ArticleAttributes = CmsSchemas['BlogArticle'];
export type ContentArticle = Omit<ArticleAttributes, 'blogContent'> & { blocks: PageBlock[] };

export type ContentSnapshot = Readonly<{
  fetchedAt: string;
  pages: ReadonlyMap<string, ContentPage>;
  articles: ReadonlyMap<string, ContentArticle>;
  header: CmsSchemas['Header'] | null;
  navigation: CmsSchemas['Navigation'] | null;
  subscribeModal: CmsSchemas['SubscribeModal'] | null;
  soldOutModal: CmsSchemas['SoldOutModal'] | null;
  footer: CmsSchemas['Footer'] | null;
  infoModal: CmsSchemas['InfoModal'] | null;
  privacyChoices: CmsSchemas['PrivacyChoices'] | null;
  /** Every block the site skipped while building this snapshot (pages, then articles): what /api/content-health lists. */
  skippedBlocks: readonly BlockSkip[];
}>;

export class InvalidContentError extends Error {
  override name = 'InvalidContentError';
  constructor(
    readonly resource: ContentResource,
    readonly field: string,
    detail: string,
  ) {
    super(`CMS ${resource}: invalid response at ${field || '(root)'}: ${detail}`);
  }
}

const OPERATION: Record<ContentResource, CmsResourceOperation> = {
  pages: 'getPages',
  blogArticles: 'getBlogArticles',
  header: 'getHeader',
  navigation: 'getNavigation',
  subscribeModal: 'getSubscribeModal',
  soldOutModal: 'getSoldOutModal',
  footer: 'getFooter',
  infoModal: 'getInfoModal',
  privacyChoices: 'getPrivacyChoices',
};

/** Throws InvalidContentError naming the first failing field when the body does not match openapi/cms.yaml. */
export function assertValidResource(resource: ContentResource, body: unknown): void {
  const validate = resourceValidators[OPERATION[resource]];
  if (validate(body)) return;
  const first = validate.errors?.[0];
  const missing = first?.params?.missingProperty;
  const field = `${first?.instancePath ?? ''}${typeof missing === 'string' ? `/${missing}` : ''}`;
  throw new InvalidContentError(resource, field, first?.message ?? 'does not match the schema');
}

type Entity<T> = { id: number; attributes: T };
type Single<T> = { data: Entity<T> | null };
export type Collection<T> = { data: Entity<T>[] };

const single = <T>(body: unknown): T | null => (body as Single<T> | null)?.data?.attributes ?? null;

/** Pages and articles are looked up by lower-case slug, so /Home and /home reach the same page. */
export const slugKey = (slug: string) => slug.trim().toLowerCase();

/** A page entry as the site renders it: its blocks validated, the skipped ones reported. */
export function contentPageFrom(attributes: CmsSchemas['Page'], onSkip: (skip: BlockSkip) => void): ContentPage {
  return {
    slug: attributes.slug,
    title: attributes.title,
    seo: attributes.pageSeo ?? null,
    blocks: validateBlocks(attributes.slug, attributes.pageContent ?? [], onSkip),
    updatedAt: attributes.updatedAt ?? null,
  };
}

/** An article entry as the site renders it: its blocks validated, the skipped ones reported. */
export function contentArticleFrom(attributes: ArticleAttributes, onSkip: (skip: BlockSkip) => void): ContentArticle {
  const { blogContent, ...article } = attributes;
  return { ...article, blocks: validateBlocks(attributes.slug, blogContent ?? [], onSkip) };
}

/** Builds the snapshot from resources that already passed assertValidResource (null = unavailable). */
export function buildContentSnapshot(raw: Partial<RawContent>, fetchedAt: string, onSkip: (skip: BlockSkip) => void): ContentSnapshot {
  const skippedBlocks: BlockSkip[] = [];
  const keepSkip = (skip: BlockSkip) => {
    skippedBlocks.push(skip);
    onSkip(skip);
  };
  const pages = new Map<string, ContentPage>();
  for (const { attributes } of (raw.pages as Collection<CmsSchemas['Page']> | undefined)?.data ?? []) {
    pages.set(slugKey(attributes.slug), contentPageFrom(attributes, keepSkip));
  }
  const articles = new Map<string, ContentArticle>();
  for (const { attributes } of (raw.blogArticles as Collection<ArticleAttributes> | undefined)?.data ?? []) {
    articles.set(slugKey(attributes.slug), contentArticleFrom(attributes, keepSkip));
  }
  return Object.freeze({
    fetchedAt,
    pages,
    articles,
    header: single<CmsSchemas['Header']>(raw.header),
    navigation: single<CmsSchemas['Navigation']>(raw.navigation),
    subscribeModal: single<CmsSchemas['SubscribeModal']>(raw.subscribeModal),
    soldOutModal: single<CmsSchemas['SoldOutModal']>(raw.soldOutModal),
    footer: single<CmsSchemas['Footer']>(raw.footer),
    infoModal: single<CmsSchemas['InfoModal']>(raw.infoModal),
    privacyChoices: single<CmsSchemas['PrivacyChoices']>(raw.privacyChoices),
    skippedBlocks: Object.freeze(skippedBlocks),
  });
}
