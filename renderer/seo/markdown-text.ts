// Plain text of CMS markdown, for places that cannot hold markup (FAQ answers in JSON-LD). The markdown is
// rendered by the same server renderer the pages use, so what a crawler reads matches what a visitor sees.
import { markdownToHtml } from '../../blocks/markdown/markdown-to-html.tsx';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&nbsp;': ' ' };

export function markdownToPlainText(markdown: string): string {
  return markdownToHtml(markdown)
    .replace(/<\/(p|li|h[1-6]|blockquote|pre)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|nbsp|#x27|#39);/g, (entity) => ENTITIES[entity]!)
    .replace(/[ \t]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}
