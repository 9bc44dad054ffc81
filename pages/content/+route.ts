// Every path reaches the content page: '/' and '/Home' are the home page, '/{slug}' a page or blog
// article from the CMS. Anything else (deeper paths, unknown slugs) becomes a 404 in +data.ts.
import type { PageContext } from 'vike/types';
import { contentSlugFromPath } from '../../content/content-slug.ts';

export function route(pageContext: PageContext) {
  // The path as requested: Vike's urlPathname is already decoded, and the slug must be decoded exactly once
  // (as the server does for caching and redirects), so '/a%252Fb' stays 'a%2fb' and never becomes 'a/b'.
  return { routeParams: { slug: contentSlugFromPath(pageContext.urlParsed.pathnameOriginal) ?? '' } };
}
