// Every path reaches the content page: '/' and '/Home' are the home page, '/{slug}' a page or blog
// article from the CMS. Anything else (deeper paths, unknown slugs) becomes a 404 in +data.ts.
import type { PageContext } from 'vike/types';
import { contentSlugFromPath } from './content-slug.ts';

export function route(pageContext: PageContext) {
  return { routeParams: { slug: contentSlugFromPath(pageContext.urlPathname) ?? '' } };
}
