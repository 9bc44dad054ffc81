// When the error page itself fails to render on the server, Vike answers its own generic 500 page. The site
// answers this minimal static page instead (spec §8 nested fallback): no scripts, no CMS content, nothing
// that could fail again.
import { NESTED_ERROR_LINK_TEXT, NESTED_ERROR_MESSAGE } from '../pages/_error/nested-error-texts.ts';
import { BRAND_NAME } from '../content/brand.ts';

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
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${NESTED_ERROR_MESSAGE} | ${BRAND_NAME.replace('&', '&amp;')}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#fbf9f6;color:#232220;text-align:center}a{color:inherit}</style>
</head>
<body>
<main>
<h1>${NESTED_ERROR_MESSAGE}</h1>
<p><a href="/">${NESTED_ERROR_LINK_TEXT}</a></p>
</main>
</body>
</html>
`;
}
