// When the error page itself fails to render on the server, Vike answers its own generic 500 page. The site
// answers this minimal static page instead (spec §8 nested fallback): no scripts, no CMS content, nothing
// that could fail again.
import { NESTED_ERROR_LINK_TEXT, NESTED_ERROR_MESSAGE } from '../../content/nested-error-texts.ts';
import { staticPageHtml } from './static-page.ts';

/** The parts of Vike's answer that tell its generic fallback apart from a rendered error page. */
export type RenderOutcome = {
  errorWhileRendering?: unknown;
  /** Set when a page (the error page included) rendered; Vike's generic fallback has none. */
  pageId?: string | null;
  isClientSideNavigation?: boolean;
  httpResponse: { statusCode: number } | null;
};

/** True when Vike gave up on the error page and fell back to its own HTML (https://vike.dev/error-page). */
export function errorPageFailed(outcome: RenderOutcome): boolean {
  return Boolean(outcome.errorWhileRendering) && !outcome.pageId && !outcome.isClientSideNavigation && (outcome.httpResponse?.statusCode ?? 0) >= 500;
}

export const NESTED_ERROR_STATUS = 500;

export function nestedErrorHtml(): string {
  return staticPageHtml({ heading: NESTED_ERROR_MESSAGE, bodyHtml: `<p><a href="/">${NESTED_ERROR_LINK_TEXT}</a></p>` });
}
