// The page an instance answers while it has no content to render (see readiness.ts): branded, self-contained
// (no scripts, no CMS content) and marked noindex, so search engines keep the page they already know.
import { BRAND_NAME } from '../content/brand.ts';

export const BACK_SHORTLY_HEADING = 'We’ll be back shortly';
export const BACK_SHORTLY_MESSAGE = 'The shop is getting ready. Please try again in a minute.';

export function backShortlyHtml(): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${BACK_SHORTLY_HEADING} | ${BRAND_NAME.replace('&', '&amp;')}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#fbf9f6;color:#232220;text-align:center}</style>
</head>
<body>
<main>
<h1>${BACK_SHORTLY_HEADING}</h1>
<p>${BACK_SHORTLY_MESSAGE}</p>
</main>
</body>
</html>
`;
}
