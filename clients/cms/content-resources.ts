// The nine content resources the site loads at start and on refresh (spec §7), each through the generated client.
import type { CmsClient } from './cms-client.ts';
import { CmsRequestError } from './errors.ts';

export const CONTENT_RESOURCES = [
  'pages',
  'blogArticles',
  'header',
  'navigation',
  'subscribeModal',
  'soldOutModal',
  'footer',
  'infoModal',
  'privacyChoices',
] as const;
export type ContentResource = (typeof CONTENT_RESOURCES)[number];

/** The CMS asks for up to this many articles (spec §9), and pages, in one page: Strapi's default page holds 25. */
export const BLOG_PAGE_SIZE = 10_000;
const EVERY_ENTRY = { page: 1, pageSize: BLOG_PAGE_SIZE };
const DEEP = 'deep,5';

/** A collection's draft versions (Strapi 5 `status=draft`), or one entry's (`$eqi` as slugs are matched without case). */
export type DraftOfEntry = { status: 'draft'; 'filters[slug][$eqi]'?: string };

const requests = {
  pages: (cms: CmsClient, draft?: DraftOfEntry) => cms.GET('/api/pages/', { params: { query: { populate: DEEP, pagination: EVERY_ENTRY, ...draft } } }),
  blogArticles: (cms: CmsClient, draft?: DraftOfEntry) =>
    cms.GET('/api/blog-articles/', { params: { query: { populate: DEEP, pagination: EVERY_ENTRY, ...draft } } }),
  header: (cms: CmsClient) => cms.GET('/api/header'),
  navigation: (cms: CmsClient) => cms.GET('/api/navigation/'),
  subscribeModal: (cms: CmsClient) => cms.GET('/api/subscribe-modal/'),
  soldOutModal: (cms: CmsClient) => cms.GET('/api/sold-out-modal/'),
  footer: (cms: CmsClient) => cms.GET('/api/footer', { params: { query: { populate: DEEP } } }),
  infoModal: (cms: CmsClient) => cms.GET('/api/info-modal/', { params: { query: { populate: 'deep' } } }),
  privacyChoices: (cms: CmsClient) => cms.GET('/api/privacy-choice'),
} satisfies Record<ContentResource, (cms: CmsClient, draft?: DraftOfEntry) => Promise<unknown>>;

/** The raw JSON body of one resource (of one entry's draft, for the collections); throws CmsRequestError with the resource name and the reason. */
export async function fetchContentResource(cms: CmsClient, resource: ContentResource, draft?: DraftOfEntry): Promise<unknown> {
  let result: { data?: unknown; error?: unknown; response: Response };
  try {
    result = await requests[resource](cms, draft);
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : error instanceof SyntaxError ? 'response is not valid JSON' : 'request failed';
    throw new CmsRequestError(resource, reason, null, { cause: error });
  }
  if (!result.response.ok) throw new CmsRequestError(resource, `HTTP ${result.response.status}`, result.response.status);
  if (result.data === undefined) throw new CmsRequestError(resource, 'empty response body', result.response.status);
  return result.data;
}
