// Plain text of the HTML the server renders from CMS markdown, for places that cannot hold markup (FAQ answers
// in JSON-LD). It reads the same HTML the page shows, so what a crawler reads matches what a visitor sees.
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&nbsp;': ' ' };

export function htmlToPlainText(html: string): string {
  return html
    .replace(/<\/(p|li|h[1-6]|blockquote|pre)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|nbsp|#x27|#39);/g, (entity) => ENTITIES[entity]!)
    .replace(/[ \t]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}
