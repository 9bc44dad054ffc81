// The shell of the two pages the server answers without the renderer, when rendering cannot be trusted (the
// error page failed, or there is no content yet): branded, no scripts, no CMS content, marked noindex, so
// nothing on them can fail again and search engines keep the pages they already know.
import { BRAND_NAME } from '../../content/brand.ts';
import { escapeMarkup } from '../../content/escape-markup.ts';

/** `heading` is plain text; `bodyHtml` is the markup under it. */
export function staticPageHtml({ heading, bodyHtml }: { heading: string; bodyHtml: string }): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeMarkup(`${heading} | ${BRAND_NAME}`)}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#fbf9f6;color:#232220;text-align:center}a{color:inherit}</style>
</head>
<body>
<main>
<h1>${escapeMarkup(heading)}</h1>
${bodyHtml}
</main>
</body>
</html>
`;
}
